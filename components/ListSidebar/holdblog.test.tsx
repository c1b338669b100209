// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListSidebar } from './ListSidebar';
import { sidebarFor } from '../../domain/listViews';
import { articleFixture } from '../../testing/articleFixture';
import { drawHoldblog } from './holdblog';

function render(): void {
  const pool = Array.from({ length: 12 }, (_, i) => articleFixture({ id: i + 1, title: `Holdblog ${i + 1}` }));
  document.body.innerHTML = renderToStaticMarkup(
    <ListSidebar
      data={{
        site: 'main',
        boxes: sidebarFor('main', '/rovat/holdblog'),
        latest: [],
        important: [],
        recommenderVersion: 1,
        hikingNews: [],
        spotifyUrl: null,
        offer: { support: true, podcastPage: null },
        apps: [],
        holdblog: pool,
      }}
    />,
  );
}

const shown = () => Array.from(document.querySelectorAll<HTMLElement>('[data-holdblog-card]:not([hidden])')).map((c) => c.textContent);

describe('the holdblog recommender', () => {
  it('shows the newest 4 in the HTML and 4 random ones after the draw', () => {
    render();
    expect(document.querySelectorAll('[data-holdblog-card]')).toHaveLength(12);
    expect(shown()).toEqual(['Holdblog 1', 'Holdblog 2', 'Holdblog 3', 'Holdblog 4']);
    drawHoldblog(document, () => 0.99);
    expect(shown()).toHaveLength(4);
    // 0.99 draws the last of the pool first: a card hidden in the HTML comes forward.
    expect(shown()).toEqual(['Holdblog 1', 'Holdblog 2', 'Holdblog 3', 'Holdblog 12']);
  });
});
