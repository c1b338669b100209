import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ResponsiveImage } from './ResponsiveImage';

const set = {
  src: '/media/article-001.png',
  width: 400,
  height: 225,
  alt: 'x',
  variants: {
    '1.25x': '/media/article-001@1.25x.png',
    '2x': '/media/article-001@2x.png',
    '3x': '/media/article-001@3x.png',
    '4x': '/media/article-001@4x.png',
  },
};

describe('ResponsiveImage', () => {
  it('lists every variant with its width and keeps width and height', () => {
    const html = renderToString(<ResponsiveImage set={set} slot="teaser" alt="" />);
    expect(html).toContain('/media/article-001@4x.png 1600w');
    expect(html).toContain('/media/article-001@1.25x.png 500w');
    expect(html).toContain('width="400"');
    expect(html).toContain('height="225"');
    expect(html).toContain('loading="lazy"');
  });

  it('loads the lead image eagerly with high priority', () => {
    const html = renderToString(<ResponsiveImage set={set} slot="lead" alt="" lead />);
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('loading="lazy"');
  });

  // The page's only image preload is the one React writes for an eager image: one for the lead, none for the rest.
  it('the lead image gets one high-priority preload, a lazy image none', () => {
    const preloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    const lead = preloads(
      renderToString(
        <>
          <ResponsiveImage set={set} slot="lead" alt="" lead />
          <ResponsiveImage set={set} slot="teaser" alt="" />
        </>,
      ),
    );
    expect(lead).toHaveLength(1);
    expect(lead[0]).toContain('fetchPriority="high"');
    expect(lead[0]).toContain('/media/article-001@2x.png 800w');
    expect(preloads(renderToString(<ResponsiveImage set={set} slot="teaser" alt="" />))).toEqual([]);
  });
});
