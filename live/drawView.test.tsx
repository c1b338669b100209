// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawView } from './drawView';
import { MatchScore } from '../components/MatchScore/MatchScore';
import { LiveScoresView } from '../components/LiveScores/LiveScores';
import { F1LiveResultView } from '../components/F1LiveResult/F1LiveResult';
import { FootballMatchView } from '../components/FootballMatch/FootballMatchView';
import { matchDates } from '../components/FootballMatch/FootballMatch';
import { scoreBoxOf } from '../domain/football/score';
import { EURO_2024, LIVE_MATCH, NBI_FIXTURES, FTC, PAKS, fixtureOf } from '../testing/footballFixture';
import { F1_RESULT } from '../testing/formula1Fixture';

/** What the browser holds after parsing React's server markup (its text separators dropped). */
function parsedServerMarkup(view: ReactNode): string {
  const t = document.createElement('template');
  t.innerHTML = renderToStaticMarkup(view).replace(/<!-- -->/g, '');
  return t.innerHTML;
}

function Label({ n }: { n: number }) {
  return (
    <>
      {'Kör: '}
      {n}
      {null}
      {false}
    </>
  );
}

const boxes = [...NBI_FIXTURES, LIVE_MATCH, ...EURO_2024.slice(0, 3)].map(scoreBoxOf);
const penalties = scoreBoxOf(fixtureOf({ id: 5, date: '2024-06-30T19:00:00+00:00', home: FTC, away: PAKS, status: 'PEN', goals: [1, 1], penalty: [4, 3] }));

describe('drawView: the DOM the browser would parse from the server markup of the same view', () => {
  it.each<[string, ReactNode]>([
    [
      'props as React writes them',
      <div key="l" className="a b" data-on data-off={false} aria-hidden hidden={false} title={undefined}>
        <a href="/x" tabIndex={0}>
          x
        </a>
        <output htmlFor="x" />
      </div>,
    ],
    ['booleans, numbers, neighbouring texts, fragments, arrays, null', <p key="p">{[<Label key="1" n={12} />, ' ', <b key="2">{true}x</b>]}</p>],
    [
      'a time',
      <time key="t" dateTime="2025-09-13T17:00:00+00:00">
        19:00
      </time>,
    ],
    ...boxes.map((b): [string, ReactNode] => [`score box ${b.id} (${b.status.short})`, <MatchScore key={b.id} box={b} href={`/m/${b.id}`} />]),
    ['a shoot-out, large', <MatchScore key="pen" box={penalties} size="header" />],
    [
      'styles given as text',
      <p key="s" style={{ left: '11.4%', backgroundColor: 'red', width: undefined }}>
        <span style={{}}>x</span>
      </p>,
    ],
    ['a live match view, whole', <FootballMatchView key="m" match={LIVE_MATCH} dates={matchDates(LIVE_MATCH)} backHref="/sport/foci" Title="h2" />],
    ['a day list', <LiveScoresView key="list" boxes={boxes} hrefs={boxes.map((_, i) => (i % 2 ? `/m/${i}` : null))} label="A nap" />],
    ['a live Formula 1 result', <F1LiveResultView key="f1" status="Live" laps={{ current: 12, total: 70 }} rows={F1_RESULT} caption="Verseny" />],
    ['a finished one', <F1LiveResultView key="f1c" status="Completed" laps={{ current: 70, total: 70 }} rows={F1_RESULT} caption="Verseny" />],
    ['no rows yet', <F1LiveResultView key="f1e" status="Live" laps={{ current: null, total: null }} rows={null} caption="Verseny" />],
  ])('%s', (_name, view) => {
    expect(drawView(view)!.outerHTML).toBe(parsedServerMarkup(view));
  });

  it('nothing rendered is null', () => {
    expect(drawView(<LiveScoresView boxes={[]} size="header" />)).toBeNull();
  });

  it('refuses what only React can do, rather than drawing it wrong', () => {
    expect(() => drawView(<button onClick={() => {}}>x</button>)).toThrow(/onClick.*needs React/);
    expect(() => drawView(<p style={{ width: 10 }}>x</p>)).toThrow(/style 'width'.*as text/);
    expect(() => drawView(<p dangerouslySetInnerHTML={{ __html: '<b>x</b>' }} />)).toThrow(/dangerouslySetInnerHTML/);
    expect(() => drawView([<p key="1" />, <p key="2" />])).toThrow(/one root/);
  });
});
