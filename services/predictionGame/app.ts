// The prediction game's service (decisions D-260, D-261): a reader's tip sheet comes as a plain HTML form
// (`POST /api/tippjatek/{game}`, urlencoded), so it works without JavaScript; it is checked by one zod schema
// per game, stored per anonymous browser (an identity cookie kept a year, sent only to these calls) and
// answered with a 303 to the sheet's own page. A refusal is 400 naming the field in Hungarian, 404 for no such
// game or sheet, 429 for a flood, never 500, and nothing is stored then. The pages read the game and a sheet
// as JSON; `GET …/sajat` sends the browser to its own sheet.
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  GAME_API_PREFIX,
  GAME_COOKIE,
  GAME_COOKIE_MAX_AGE_S,
  GAME_ERRORS,
  GAME_KEY_SYNTAX,
  GAME_LIMITS,
  TURNOUT_FIELD,
  averageTips,
  gameOf,
  gamePath,
  isOpen,
  partyField,
  percentOfField,
  scoreOf,
  sheetPath,
  type GameDefinition,
  type GameView,
  type SheetView,
  type Tips,
} from '../../domain/predictionGame';
import { memoryLimiters, type Limiters } from '../rateLimit';
import { TOKEN_SYNTAX, hashToken, newToken } from '../crm/tokens';
import { clientOf } from '../crm/app';
import { GameStore, type Db } from './store';

export interface GameAppOptions {
  db: Db;
  /** Where the attempt limits count (D-406); default each in this process's memory. */
  limiters?: Limiters;
  now?: () => number;
}

const percent = (message: string) =>
  z.string({ error: message }).transform((raw, ctx) => {
    const value = percentOfField(raw);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });

/** A game's one schema: every party's share and the turnout, the shares together at most 100 %. */
export function tipsSchema(game: GameDefinition) {
  const shape: Record<string, ReturnType<typeof percent>> = Object.fromEntries(game.parties.map((p) => [partyField(p.id), percent(GAME_ERRORS.share(p.name))]));
  return z
    .object({ ...shape, [TURNOUT_FIELD]: percent(GAME_ERRORS.turnout) } as Record<string, ReturnType<typeof percent>>)
    .superRefine((v, ctx) => {
      const sum = game.parties.reduce((s, p) => s + (v[partyField(p.id)] as number), 0);
      if (sum > 100.05) ctx.addIssue({ code: 'custom', message: GAME_ERRORS.sum, path: ['tippek'] });
    })
    .transform((v): Tips => ({
      shares: Object.fromEntries(game.parties.map((p) => [p.id, v[partyField(p.id)] as number])),
      turnout: v[TURNOUT_FIELD] as number,
    }));
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function createGameApp(opts: GameAppOptions): Hono {
  const store = new GameStore(opts.db);
  const now = opts.now ?? Date.now;
  const limit = (opts.limiters ?? memoryLimiters)('game-sheets-per-client', { ...GAME_LIMITS.sheetsPerClient, now });
  const schemas = new Map<string, ReturnType<typeof tipsSchema>>();
  const schemaOf = (game: GameDefinition) => schemas.get(game.slug) ?? schemas.set(game.slug, tipsSchema(game)).get(game.slug)!;

  // A form's refusal is read by a person: a short page in Hungarian naming the field, with the way back; a
  // script asking JSON gets the same as JSON.
  const refuse = (
    c: Context,
    status: 400 | 404 | 405 | 413 | 429,
    message: string,
    field: string | null,
    back: string | null,
    extra: Record<string, string> = {},
  ) => {
    const headers = { 'cache-control': 'no-store', ...extra };
    if ((c.req.header('accept') ?? '').includes('application/json') && !(c.req.header('accept') ?? '').includes('text/html')) {
      return c.json({ error: message, status, ...(field ? { field } : {}) }, status, headers);
    }
    const html = `<!doctype html><html lang="hu"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Tippjáték – hiba</title></head><body><main><h1>Nem sikerült elmenteni a tippeket</h1><p role="alert"${field ? ` data-field="${escape(field)}"` : ''}>${escape(message)}</p>${back ? `<p><a href="${escape(back)}">Vissza a tippjátékhoz</a></p>` : ''}</main></body></html>`;
    return c.html(html, status, headers);
  };

  const identityOf = (c: Context): string | null => {
    const id = getCookie(c, GAME_COOKIE) ?? '';
    return TOKEN_SYNTAX.test(id) ? id : null;
  };

  const app = new Hono();

  app.get(`${GAME_API_PREFIX}:game/sajat`, (c) => {
    const game = gameOf(c.req.param('game'));
    if (!game) return refuse(c, 404, GAME_ERRORS.game, 'game', null);
    const id = identityOf(c);
    const sheet = id ? store.sheetOf(game.slug, hashToken(id)) : null;
    // Without a sheet the game's page says so by its fragment (a :target note: no script, no per-reader page).
    return c.redirect(sheet ? sheetPath(game.slug, sheet.key, sheet.rev) : `${gamePath(game.slug)}#nincs-tipp`, 303);
  });

  app.get(`${GAME_API_PREFIX}:game/lap/:key`, (c) => {
    const game = gameOf(c.req.param('game'));
    const key = c.req.param('key');
    const sheet = game && GAME_KEY_SYNTAX.test(key) ? store.sheetByKey(game.slug, key) : null;
    if (!game || !sheet) return c.json({ error: game ? GAME_ERRORS.sheet : GAME_ERRORS.game, status: 404 }, 404, { 'cache-control': 'no-store' });
    const view: SheetView = { key: sheet.key, tips: sheet.tips, updatedAt: sheet.updatedAt, score: isOpen(game, now()) ? null : scoreOf(game, sheet.tips) };
    return c.json(view, 200, { 'cache-control': 'no-store' });
  });

  app.get(`${GAME_API_PREFIX}:game`, (c) => {
    const game = gameOf(c.req.param('game'));
    if (!game) return c.json({ error: GAME_ERRORS.game, status: 404 }, 404, { 'cache-control': 'no-store' });
    const open = isOpen(game, now());
    const tips = store.tipsOf(game.slug);
    const view: GameView = { slug: game.slug, open, sheets: tips.length, average: open ? null : averageTips(game, tips) };
    return c.json(view, 200, { 'cache-control': 'no-store' });
  });

  app.post(`${GAME_API_PREFIX}:game`, async (c) => {
    const game = gameOf(c.req.param('game'));
    if (!game) return refuse(c, 404, GAME_ERRORS.game, 'game', null);
    const back = gamePath(game.slug);
    const wait = await limit.attempt(clientOf(c));
    if (wait) return refuse(c, 429, GAME_ERRORS.tooMany, null, back, { 'retry-after': String(wait) });
    if (!isOpen(game, now())) return refuse(c, 400, GAME_ERRORS.closed, 'game', back);
    if (Number(c.req.header('content-length') ?? 0) > GAME_LIMITS.bodyBytes) return refuse(c, 413, GAME_ERRORS.body, 'body', back);
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded')) return refuse(c, 400, GAME_ERRORS.body, 'body', back);
    const text = await c.req.text();
    if (text.length > GAME_LIMITS.bodyBytes) return refuse(c, 413, GAME_ERRORS.body, 'body', back);
    const form = Object.fromEntries(new URLSearchParams(text));
    const parsed = schemaOf(game).safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return refuse(c, 400, issue.message, String(issue.path[0] ?? 'tippek'), back);
    }
    const id = identityOf(c) ?? newToken();
    const sheet = store.save(game.slug, hashToken(id), parsed.data, now());
    // The cookie is renewed with every sheet: a year from the last tip.
    setCookie(c, GAME_COOKIE, id, {
      path: GAME_API_PREFIX,
      maxAge: GAME_COOKIE_MAX_AGE_S,
      httpOnly: true,
      sameSite: 'Lax',
      secure: c.req.header('x-forwarded-proto') === 'https',
    });
    c.header('cache-control', 'no-store');
    return c.redirect(sheetPath(game.slug, sheet.key, sheet.rev), 303);
  });

  app.all(`${GAME_API_PREFIX}:game`, (c) => {
    c.header('allow', 'GET, HEAD, POST');
    return refuse(c, 405, GAME_ERRORS.body, null, null);
  });

  return app;
}
