import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { emptyShell } from '../../renderer/shell';
import { Header } from './Header';

describe('Header', () => {
  it('is opaque only when the page asks (a breaking block on the front page)', () => {
    expect(renderToString(<Header shell={emptyShell('main')} forcedColorMode={null} opaque />)).toContain('data-header-opacity=""');
    expect(renderToString(<Header shell={emptyShell('main')} forcedColorMode={null} />)).not.toContain('data-header-opacity');
  });
});
