import { describe, expect, it } from 'vitest';
import { GAME_API_PREFIX, GAME_COOKIE, GAME_ERRORS, gameOf, type GameView, type SheetView } from '../../domain/predictionGame';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_SHEETS, seedTipSheets } from '../seed/predictionGame';
import { createGameApp, tipsSchema } from './app';
import { GameStore } from './store';
import { openGameDb } from './store';

const OPEN = 'valasztas-2030';
const CLOSED = 'valasztas-2022';
const NOW = Date.UTC(2026, 10, 26);

function setup(now = () => NOW) {
  const db = openGameDb(':memory:');
  const app = createGameApp({ db, now });
  const count = () => (db.prepare('SELECT count(*) AS n FROM sheets').get() as { n: number }).n;
  return { app, db, count };
}

const TIPS = { p_fidesz: '45,5', p_tisza: '40', p_mihazank: '6.5', p_dk: '3', p_mkkp: '2', reszvetel: '71' };

function post(app: ReturnType<typeof createGameApp>, game: string, form: Record<string, string>, cookie?: string, ip = '10.0.0.1') {
  return app.request(`${GAME_API_PREFIX}${game}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(form).toString(),
  });
}

const cookieOf = (res: Response) => res.headers.getSetCookie()[0]!.split(';')[0]!;

describe('the prediction game service', () => {
  it('keeps one sheet per browser: a new one, then the same one updated, each answered with a 303 to its page', async () => {
    const { app, count } = setup();
    const first = await post(app, OPEN, TIPS);
    expect(first.status).toBe(303);
    const location = first.headers.get('location')!;
    expect(location).toMatch(/^\/melleklet\/tippjatek\/valasztas-2030\/[A-Za-z0-9_-]{12}\?v=1$/);
    const cookie = cookieOf(first);
    expect(cookie.startsWith(`${GAME_COOKIE}=`)).toBe(true);
    expect(first.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    const key = location.split('/')[4]!.split('?')[0]!;

    const again = await post(app, OPEN, { ...TIPS, p_fidesz: '44', reszvetel: '68,5' }, cookie);
    expect(again.headers.get('location')).toBe(`/melleklet/tippjatek/valasztas-2030/${key}?v=2`);
    expect(count()).toBe(1);
    const sheet = (await (await app.request(`${GAME_API_PREFIX}${OPEN}/lap/${key}`)).json()) as SheetView;
    expect(sheet.tips).toEqual({ shares: { fidesz: 44, tisza: 40, mihazank: 6.5, dk: 3, mkkp: 2 }, turnout: 68.5 });
    expect(sheet.score).toBeNull();

    // The browser finds its own sheet; another browser has none.
    expect((await app.request(`${GAME_API_PREFIX}${OPEN}/sajat`, { headers: { cookie } })).headers.get('location')).toBe(
      `/melleklet/tippjatek/valasztas-2030/${key}?v=2`,
    );
    expect((await app.request(`${GAME_API_PREFIX}${OPEN}/sajat`)).headers.get('location')).toBe('/melleklet/tippjatek/valasztas-2030#nincs-tipp');

    // Another browser gets a sheet of its own; the averages wait for the close.
    await post(app, OPEN, TIPS);
    expect(count()).toBe(2);
    const view = (await (await app.request(`${GAME_API_PREFIX}${OPEN}`)).json()) as GameView;
    expect(view).toEqual({ slug: OPEN, open: true, sheets: 2, average: null });
  });

  it.each([
    [{ ...TIPS, p_tisza: '101' }, 'p_tisza', GAME_ERRORS.share('Tisza Párt')],
    [{ ...TIPS, p_dk: '3,25' }, 'p_dk', GAME_ERRORS.share('Demokratikus Koalíció')],
    [{ ...TIPS, p_mkkp: '' }, 'p_mkkp', GAME_ERRORS.share('Magyar Kétfarkú Kutya Párt')],
    [(({ reszvetel: _, ...rest }) => rest)(TIPS), 'reszvetel', GAME_ERRORS.turnout],
    [{ ...TIPS, p_fidesz: '60' }, 'tippek', GAME_ERRORS.sum],
  ])('refuses %j with a 400 naming the field, storing nothing', async (form, field, message) => {
    const { app, count } = setup();
    const res = await post(app, OPEN, form as Record<string, string>);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`data-field="${field}"`);
    expect(html).toContain(message);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(count()).toBe(0);
    const json = await app.request(`${GAME_API_PREFIX}${OPEN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form as Record<string, string>).toString(),
    });
    expect(await json.json()).toEqual({ error: message, status: 400, field });
  });

  it('answers 404 for no such game or sheet, 400 for a closed game or a body that is no form', async () => {
    const { app, count } = setup();
    expect((await post(app, 'nincs-ilyen', TIPS)).status).toBe(404);
    expect((await app.request(`${GAME_API_PREFIX}${OPEN}/lap/AAAAAAAAAAAA`)).status).toBe(404);
    expect((await app.request(`${GAME_API_PREFIX}${OPEN}/lap/rossz`)).status).toBe(404);
    const closed = await post(app, CLOSED, TIPS);
    expect(closed.status).toBe(400);
    expect(await closed.text()).toContain(GAME_ERRORS.closed);
    const json = await app.request(`${GAME_API_PREFIX}${OPEN}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(400);
    expect((await app.request(`${GAME_API_PREFIX}${OPEN}`, { method: 'DELETE' })).status).toBe(405);
    expect(count()).toBe(0);
  });

  it('answers 429 after 20 sheets from one address in ten minutes, storing nothing more', async () => {
    const { app, count } = setup();
    for (let i = 0; i < 20; i++) expect((await post(app, OPEN, TIPS)).status).toBe(303);
    const res = await post(app, OPEN, TIPS);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(count()).toBe(20);
    expect((await post(app, OPEN, TIPS, undefined, '10.0.0.2')).status).toBe(303);
  });

  it('after the close shows the averages and each sheet its score', async () => {
    let now = Date.UTC(2030, 3, 1);
    const { app } = setup(() => now);
    const a = await post(app, OPEN, TIPS);
    await post(app, OPEN, { ...TIPS, p_fidesz: '41.5', reszvetel: '75' });
    const key = a.headers.get('location')!.split('/')[4]!.split('?')[0]!;
    now = gameOf(OPEN)!.closesAt;
    expect((await post(app, OPEN, TIPS, cookieOf(a))).status).toBe(400);
    const view = (await (await app.request(`${GAME_API_PREFIX}${OPEN}`)).json()) as GameView;
    expect(view.average).toEqual({ shares: { fidesz: 43.5, tisza: 40, mihazank: 6.5, dk: 3, mkkp: 2 }, turnout: 73 });
    // No outcome yet for 2030: no score.
    expect(((await (await app.request(`${GAME_API_PREFIX}${OPEN}/lap/${key}`)).json()) as SheetView).score).toBeNull();
  });
});

describe('the seeded sheets', () => {
  it('are the same on every run, each one a sheet the form would take, and seeding again replaces them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'game-seed-'));
    try {
      const [a = [], b = []] = ['a.db', 'b.db'].map((f) => {
        seedTipSheets(join(dir, f), NOW);
        seedTipSheets(join(dir, f), NOW);
        const db = openGameDb(join(dir, f));
        const tips = new GameStore(db).tipsOf(CLOSED);
        db.close();
        return tips;
      });
      expect(a).toHaveLength(SEED_SHEETS);
      expect(a).toEqual(b);
      const game = gameOf(CLOSED)!;
      for (const t of a) {
        const form = { ...Object.fromEntries(game.parties.map((p) => [`p_${p.id}`, String(t.shares[p.id])])), reszvetel: String(t.turnout) };
        expect(tipsSchema(game).safeParse(form).success, JSON.stringify(t)).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
