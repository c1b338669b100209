// The prediction game's pages as HTML (decision D-260), on the static origin: the closed 2022 game shows the
// outcome and the readers' averages and takes no more tips, a sheet of it shows its score, the games' index
// links both games, and unknown games and sheets are 404. (Sending tips, with and without JavaScript, and axe:
// e2e/predictionGame.spec.ts.)
import { expect, it } from 'vitest';
import { e2eEnv } from '../env';
import { ask, page, text } from './http';
import { link } from './reader';
import { GAME_API_PREFIX, GAME_ERRORS, GAME_TEXTS, formatPercent, formatScore, gameOf, type GameView, type SheetView } from '../../domain/predictionGame';

const OPEN = gameOf('valasztas-2030')!;
const CLOSED = gameOf('valasztas-2022')!;

async function fromApi<T>(path: string): Promise<T> {
  return (await (await fetch(`${e2eEnv().contentApiUrl}${GAME_API_PREFIX}${path}`)).json()) as T;
}

it('the closed 2022 game shows the outcome and the readers’ averages, and no form', async () => {
  const view = await fromApi<GameView>(CLOSED.slug);
  expect(view.open).toBe(false);
  expect(view.sheets).toBeGreaterThan(100);
  const doc = await page(e2eEnv().originUrl, `/melleklet/tippjatek/${CLOSED.slug}`);
  expect(doc.querySelector('[data-game-form]')).toBeNull();
  expect(text(doc.querySelector('[data-closed]'))).toContain(GAME_TEXTS.closed);
  const results = doc.querySelector('[data-game-results]')!;
  expect(results.querySelector('table')).not.toBeNull();
  expect(text(results.querySelector('[data-row="fidesz"] [data-actual]'))).toBe('54,13%');
  expect(text(results.querySelector('[data-row="reszvetel"] [data-actual]'))).toBe('69,59%');
  expect(text(results.querySelector('[data-row="fidesz"] [data-average]'))).toBe(formatPercent(view.average!.shares.fidesz!));
});

it('a sheet of the closed game shows its score and its tips', async () => {
  const sheet = await fromApi<SheetView>(`${CLOSED.slug}/lap/seed00000007`);
  const doc = await page(e2eEnv().originUrl, `/melleklet/tippjatek/${CLOSED.slug}/seed00000007`);
  expect(text(doc.querySelector('[data-score]'))).toContain(formatScore(sheet.score!));
  expect(text(doc.querySelector('[data-row="egyseg"] [data-mine]'))).toBe(formatPercent(sheet.tips.shares.egyseg!));
});

it('the closed game takes no more tips: the service’s refusal names it', async () => {
  const res = await fetch(`${e2eEnv().originUrl}${GAME_API_PREFIX}${CLOSED.slug}`, {
    method: 'POST',
    body: new URLSearchParams({ p_fidesz: '50', reszvetel: '70' }),
    headers: { accept: 'application/json' },
    redirect: 'manual',
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ error: GAME_ERRORS.closed, field: 'game' });
});

it('the games’ index links both games; unknown games and sheets are 404', async () => {
  const doc = await page(e2eEnv().originUrl, '/melleklet/tippjatek');
  expect(link(doc, OPEN.title).getAttribute('href')).toBe(`/melleklet/tippjatek/${OPEN.slug}`);
  expect(link(doc, CLOSED.title).getAttribute('href')).toBe(`/melleklet/tippjatek/${CLOSED.slug}`);
  for (const path of ['/melleklet/tippjatek/nincs-ilyen', `/melleklet/tippjatek/${OPEN.slug}/AAAAAAAAAAAA`, `/melleklet/tippjatek/${OPEN.slug}/rossz`]) {
    expect((await ask(e2eEnv().originUrl, path)).status, path).toBe(404);
  }
});
