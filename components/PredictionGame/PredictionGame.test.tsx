import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { GAME_TEXTS, gameOf, type GameView, type SheetView } from '../../domain/predictionGame';
import { PredictionGame, PredictionGameList, PredictionGameTab } from './PredictionGame';

const open = gameOf('valasztas-2030')!;
const closed = gameOf('valasztas-2022')!;
const openView: GameView = { slug: open.slug, open: true, sheets: 3, average: null };
const closedView: GameView = {
  slug: closed.slug,
  open: false,
  sheets: 240,
  average: { shares: { fidesz: 49.2, egyseg: 42.8, mihazank: 3.6, mkkp: 2.4, mmn: 1, normalis: 1 }, turnout: 71.3 },
};
const sheet: SheetView = {
  key: 'abcdefghijkl',
  tips: { shares: { fidesz: 44.5, tisza: 41, mihazank: 6.5, dk: 3, mkkp: 2 }, turnout: 72 },
  updatedAt: 0,
  score: null,
};

describe('PredictionGame', () => {
  it('before the close: a plain form posting to the service, a labelled field per party and the turnout, no averages', () => {
    const html = renderToStaticMarkup(<PredictionGame game={open} view={openView} sheet={null} saved={false} />);
    expect(html).toContain('action="/api/tippjatek/valasztas-2030" method="post"');
    for (const p of open.parties) expect(html).toContain(`<label for="tipp-${p.id}">${p.name}</label>`);
    expect(html).toContain('name="p_tisza"');
    expect(html).toContain('name="reszvetel"');
    expect(html).toContain(GAME_TEXTS.submit);
    expect(html).not.toContain('data-game-results');
    expect(html).toContain('href="/api/tippjatek/valasztas-2030/sajat"');
    expect(html).toContain('id="nincs-tipp"');
    expect(html).not.toContain('<script');
  });

  it('the count of sheets is written as every number of the site: a plain space between thousands (numbers.ts)', () => {
    const html = renderToStaticMarkup(<PredictionGame game={closed} view={{ ...closedView, sheets: 12345 }} sheet={null} saved={false} />);
    expect(html).toContain(', 12 345 olvasó tippjeinek átlaga');
  });

  it("a sheet's page before the close: its tips, the form filled in, the note that it was kept", () => {
    const html = renderToStaticMarkup(<PredictionGame game={open} view={openView} sheet={sheet} saved />);
    expect(html).toContain(GAME_TEXTS.saved);
    expect(html).toContain('44,5%');
    expect(html).toContain('value="44.5"');
    expect(html).toContain(GAME_TEXTS.resubmit);
  });

  it('after the close: the outcome, the averages and the sheet with its score in one table, no form', () => {
    const mine = { ...sheet, tips: { shares: { fidesz: 50, egyseg: 40 }, turnout: 70 }, score: 80.5 };
    const html = renderToStaticMarkup(<PredictionGame game={closed} view={closedView} sheet={mine} saved={false} />);
    expect(html).not.toContain('<form');
    expect(html).toContain(GAME_TEXTS.closed);
    expect(html).toMatch(
      /<tr data-row="fidesz"><th scope="row">Fidesz–KDNP<\/th><td data-actual="true">54,13%<\/td><td data-average="true">49,2%<\/td><td data-mine="true">50%<\/td><\/tr>/,
    );
    expect(html).toContain('<strong>80,5</strong>');
    expect(html).toContain('240 olvasó');
  });

  it('the list and the supplement tab', () => {
    const list = renderToStaticMarkup(<PredictionGameList now={Date.UTC(2026, 0, 1)} />);
    expect(list).toContain('href="/melleklet/tippjatek/valasztas-2022"');
    expect(list).toContain('lezárult');
    expect(list).toContain('tippelni 2030. április 7. 06:00-ig lehet');
    const tab = renderToStaticMarkup(<PredictionGameTab slug="valasztas-2022" />);
    expect(tab).toContain('69,59%');
    expect(tab).toContain('href="/melleklet/tippjatek/valasztas-2022"');
    expect(renderToStaticMarkup(<PredictionGameTab slug="nincs" />)).toBe('');
  });
});
