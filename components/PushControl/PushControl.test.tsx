import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PushControl, PushControlView } from './PushControl';

describe('PushControl', () => {
  const html = renderToStaticMarkup(<PushControlView />);

  it('has its button and its live region hidden in the HTML: only a browser that can receive push messages shows them', () => {
    expect(html).toMatch(/^<div [^>]*data-push-control="true">/);
    expect(html).toMatch(/<button [^>]*data-push-toggle="true" hidden="">/);
    expect(html).toMatch(/<p [^>]*data-push-message="true" hidden=""><\/p>/);
  });

  it('is a toggle button with the Hungarian label and a line that announces the outcome', () => {
    expect(html).toMatch(/<button type="button"[^>]*aria-pressed="false"[^>]*data-push-toggle="true" hidden="">Értesítést kérek a fontos hírekről<\/button>/);
    expect(html).toMatch(/<p [^>]*role="status"[^>]*data-push-message="true" hidden=""><\/p>/);
  });

  it('is an island that starts when it nears the viewport, without React', () => {
    const island = renderToStaticMarkup(<PushControl />);
    expect(island).toContain('data-island="PushControl"');
    expect(island).toContain('data-hydrate="visible"');
  });
});
