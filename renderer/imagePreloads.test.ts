import { describe, expect, it } from 'vitest';
import { hoistImagePreloads } from './imagePreloads';

describe('hoistImagePreloads', () => {
  it('takes React’s image preloads off the start of the markup', () => {
    const link = '<link rel="preload" as="image" imageSrcSet="/a.png 400w" imageSizes="100vw" fetchPriority="high"/>';
    expect(hoistImagePreloads(`${link}<div>x</div>`)).toEqual({ preloads: link, body: '<div>x</div>' });
    expect(hoistImagePreloads(`<div>${link}</div>`)).toEqual({ preloads: '', body: `<div>${link}</div>` });
  });
});
