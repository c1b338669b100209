// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LiveScoresView, MatchScores, mount, type LiveScoresProps } from './LiveScores';
import { scoreBoxOf } from '../../domain/football/score';
import { FOOTBALL_NOW, LIVE_MATCH, NBI_FIXTURES } from '../../testing/footballFixture';

const watch = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock('../../live/football', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../live/football')>()), watchScores: watch }));

afterEach(() => {
  document.body.innerHTML = '';
  watch.mockClear();
});

/** The server's markup on the page, and the island started on it as the browser does. */
function started(props: LiveScoresProps) {
  document.body.innerHTML = renderToStaticMarkup(<MatchScores {...props} nowUnix={FOOTBALL_NOW} />);
  const el = document.querySelector<HTMLElement>('island-root')!;
  const stop = mount(el, JSON.parse(el.dataset.props!) as LiveScoresProps);
  const store = (watch.mock.calls[0] as unknown as [unknown, { boxes: ReturnType<typeof scoreBoxOf>[] }])[1];
  return { el, stop, store };
}

const DAY = { kind: 'day' as const, league: 271, season: 2025, date: '2025-09-13' };
const today = NBI_FIXTURES.slice(2, 5).map(scoreBoxOf);
const finished = NBI_FIXTURES.slice(0, 2).map(scoreBoxOf);

describe('MatchScores (server)', () => {
  it('a day with a live match is the island, its props the boxes, links and poll', () => {
    const html = renderToStaticMarkup(<MatchScores boxes={today} hrefs={['/a', '/b', '/c']} poll={DAY} label="A nap" nowUnix={FOOTBALL_NOW} />);
    expect(html).toContain('data-island="LiveScores"');
    expect(html).toContain('data-hydrate="visible"');
    expect(html).toContain('&quot;poll&quot;:{&quot;kind&quot;:&quot;day&quot;,&quot;league&quot;:271');
    expect(html.match(/data-match-score=/g)).toHaveLength(3);
    expect(html).toContain('<ul');
    expect(html).toContain('aria-label="A nap"');
  });

  it('finished matches are plain HTML: no island, no script to load', () => {
    const html = renderToStaticMarkup(<MatchScores boxes={finished} poll={DAY} nowUnix={FOOTBALL_NOW} />);
    expect(html).not.toContain('data-island');
    expect(html.match(/data-match-score=/g)).toHaveLength(2);
  });

  it('one match as the large header', () => {
    const html = renderToStaticMarkup(
      <MatchScores boxes={[scoreBoxOf(LIVE_MATCH)]} poll={{ kind: 'fixture', id: 9001 }} size="header" nowUnix={FOOTBALL_NOW} />,
    );
    expect(html).toContain('data-island="LiveScores"');
    expect(html).not.toContain('<ul');
    expect(html).toContain('width="64"');
  });
});

describe('LiveScores (the island, without React)', () => {
  it('starts one poller for the widget', () => {
    started({ boxes: today, poll: DAY });
    expect(watch).toHaveBeenCalledTimes(1);
    expect((watch.mock.calls[0] as unknown[])[0]).toEqual(DAY);
  });

  it('redraws the server markup in place from what the poller writes, the links kept by position', async () => {
    const { el, store } = started({ boxes: today, hrefs: ['/a', '/b', '/c'], poll: DAY, label: 'A nap' });
    const box = el.querySelector('[data-match-score="9001"]')!;
    expect(box.querySelector('[data-score]')!.textContent).toBe('2–1');
    store.boxes = store.boxes.map((b) => (b.id === 9001 ? { ...b, goals: { home: 3, away: 1 }, status: { short: 'FT', elapsed: 90 } } : b));
    await vi.waitFor(() => expect(box.querySelector('[data-score]')!.textContent).toBe('3–1'));
    expect(el.querySelector('[data-match-score="9001"]')).toBe(box);
    expect(box.getAttribute('data-state')).toBe('finished');
    expect(box.getAttribute('href')).toBe('/b');
    // What the reader sees is what the server renders for the same boxes.
    const server = new DOMParser().parseFromString(
      renderToStaticMarkup(<LiveScoresView boxes={store.boxes} hrefs={['/a', '/b', '/c']} label="A nap" />),
      'text/html',
    );
    expect(el.innerHTML).toBe(server.body.innerHTML.replace(/<!-- -->/g, ''));
  });

  it('stops its poller and its redraws when the page lets it go', async () => {
    const stopPoll = vi.fn();
    watch.mockReturnValueOnce(stopPoll);
    const { el, stop, store } = started({ boxes: today, poll: DAY });
    stop();
    expect(stopPoll).toHaveBeenCalledTimes(1);
    const before = el.innerHTML;
    store.boxes = [];
    // The store's subscribers are told in a promise job: every one has run by the next macrotask.
    await new Promise((r) => setImmediate(r));
    expect(el.innerHTML).toBe(before);
  });
});
