// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import LiveScores, { MatchScores } from './LiveScores';
import { scoreBoxOf } from '../../domain/football/score';
import { FOOTBALL_NOW, LIVE_MATCH, NBI_FIXTURES } from '../../testing/footballFixture';

const watch = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock('../../live/football', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../live/football')>()), watchScores: watch }));

afterEach(() => {
  cleanup();
  watch.mockClear();
});

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

describe('LiveScores (the island)', () => {
  it('starts one poller for the widget once hydrated', () => {
    render(<LiveScores boxes={today} poll={DAY} />);
    expect(watch).toHaveBeenCalledTimes(1);
    expect((watch.mock.calls[0] as unknown[])[0]).toEqual(DAY);
  });

  it('draws what the poller writes into the store, the links kept by position', async () => {
    const { container } = render(<LiveScores boxes={today} hrefs={['/a', '/b', '/c']} poll={DAY} />);
    expect(container.querySelector('[data-match-score="9001"] [data-score]')!.textContent).toBe('2–1');
    const store = (watch.mock.calls[0] as unknown as [unknown, { boxes: ReturnType<typeof scoreBoxOf>[] }])[1];
    store.boxes = store.boxes.map((b) => (b.id === 9001 ? { ...b, goals: { home: 3, away: 1 }, status: { short: 'FT', elapsed: 90 } } : b));
    await vi.waitFor(() => expect(container.querySelector('[data-match-score="9001"] [data-score]')!.textContent).toBe('3–1'));
    expect(container.querySelector('[data-match-score="9001"]')!.getAttribute('data-state')).toBe('finished');
    expect(container.querySelector('[data-match-score="9001"]')!.getAttribute('href')).toBe('/b');
  });
});
