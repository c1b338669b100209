// One of each kind of redirect of reader-site.md §2 (query strings kept), asked of the render server, the static
// origin and nginx with the generated configuration: a URL that answers on one answers the same on the others.
import { describe, expect, it } from 'vitest';
import { ask, documentOf, servers, text } from './http';
import { botErrorHtml } from '../../domain/errors';
import { inactiveSlug } from '../corpus';
import { REDIRECT_RULES } from '../../domain/redirects';
import { runEditor } from '../../services/editor/cli';
import { e2eEnv } from '../env';

const MAIN: [string, number, string][] = [
  ['/list/newest?oldal=2', 301, '/legfrissebb?oldal=2'],
  ['/list/english?x=1', 301, '/english?x=1'],
  ['/szerzo/kovacs-peter-kolozsvar?oldal=3', 301, '/szerzo/kovacs-peter?oldal=3'],
  ['/dokumentum/hirlevel-feliratkozas', 301, '/dokumentum/hirlevel'],
  ['/t/en?a=b', 301, '/tamogatas?a=b'],
  ['/rovat/g7?oldal=2', 301, '/g7?oldal=2'],
  ['/karakter/', 301, '/karakter'],
  ['/kozlemenyek', 301, '/rovat/kozlemeny'],
  ['/rovat/kultura', 301, '/karakter/kultura'],
  ['/rovat/kolumna', 301, '/karakter'],
  ['/rovat/publicisztika?oldal=2', 301, '/karakter?oldal=2'],
  ['/cimke/eb-2024?ref=x', 301, '/melleklet/eb-2024?ref=x'],
  ['/shop?utm=1', 302, 'https://shop.hirter.hu/?utm=1'],
  ['/dokumentum/impresszum', 301, '/impresszum'],
  ['/tag/budapest?oldal=2', 301, '/cimke/budapest?oldal=2'],
  ['/x/{{placeholder}}', 301, '/tamogatas'],
  ['/belfold/2026/01/02/valami/elo?a=1', 301, '/belfold/2026/01/02/valami?a=1'],
  ['/rovat/belfold?fbclid=abc&oldal=2', 301, '/rovat/belfold?oldal=2'],
  ['/belfold?oldal=2', 301, '/rovat/belfold?oldal=2'],
  ['/gazdasag/20250102/egy-cikk', 301, '/g7/2025/01/02/egy-cikk'],
  // From the content API's rule set.
  ['/hirlevel', 301, '/dokumentum/hirlevel'],
];

describe.each(Object.entries(servers()))('redirects before rendering, on the %s', (_name, base) => {
  it.each(MAIN)('%s → %i %s', async (from, status, to) => {
    const res = await ask(base, from);
    expect(res.status).toBe(status);
    expect(res.headers.location).toBe(to);
  });

  it('Romanian edition: /impresszum → /dokumentum/impresszum, and no main-site-only rules', async () => {
    const res = await ask(base, '/impresszum?x=1', { domain: 'ro' });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/dokumentum/impresszum?x=1');
    expect((await ask(base, '/dokumentum/impresszum', { domain: 'ro' })).status).toBe(200);
  });

  // reader-site.md §8: 'Page Not Found: {path}' for unmatched routes, route validation, empty lists and inactive
  // articles, beside the reader's text; specialised-features.md: bots get no error page, on every path alike.
  it.each([
    ['an unmatched route', '/foo'],
    ['a sub-site tab that is none', '/after/nincs'],
    ['a support slug that is none', '/tamogatas/rossz'],
    ['an unknown article', '/belfold/2020/01/01/nincs-ilyen-cikk'],
    ['an empty list', '/rovat/nincs-ilyen-rovat'],
    ['an inactive article', () => `/belfold/2026/01/05/${inactiveSlug()}`],
  ] as const)('%s: the page names the path; a crawler gets the bare status', async (_what, which) => {
    const path = typeof which === 'string' ? which : which();
    const reader = await ask(base, path);
    expect(reader.status).toBe(404);
    expect(reader.body).toContain('A keresett oldal nem található.');
    expect(text(documentOf(reader.body).querySelector('[data-not-found-message]'))).toBe(`Page Not Found: ${path}`);
    const bot = await ask(base, path, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
    expect(bot.status).toBe(404);
    expect(bot.body).toBe(botErrorHtml(404));
  });

  it('an unknown path is a 404 page; a crawler gets the status without the page', async () => {
    const res = await ask(base, '/nincs/ilyen/oldal');
    expect(res.status).toBe(404);
    expect(res.body).toContain('A keresett oldal nem található.');
    const bot = await ask(base, '/nincs/ilyen/oldal', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
    expect(bot.status).toBe(404);
    expect(bot.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(bot.body).not.toContain('A keresett oldal');
    expect(bot.body).toContain('<title>404</title>');
  });
});

/** Where a chain of redirects on one server ends: the last answer and the paths it went through. */
async function walk(base: string, from: string, domain: 'main' | 'ro'): Promise<{ status: number; chain: string[] }> {
  const chain = [from];
  let answer = await ask(base, from, { domain });
  while (answer.status >= 300 && answer.status < 400 && answer.headers.location && chain.length <= 5) {
    const next = new URL(answer.headers.location, 'http://here');
    // Another site (the shop): its own business.
    if (next.host !== 'here') return { status: 200, chain: [...chain, answer.headers.location] };
    chain.push(`${next.pathname}${next.search}`);
    answer = await ask(base, `${next.pathname}${next.search}`, { domain });
  }
  return { status: answer.status, chain };
}

// A rule that only rewrites a path's form (rewritesForm) leads to a page when the path's content is one; its
// samples name no content of the seed. Every other rule's targets are fixed pages of the domain it is on.
describe.each(Object.entries(servers()))('every redirect rule with fixed targets, walked to its end on the %s', (_name, base) => {
  const walks = REDIRECT_RULES.filter((rule) => !rule.rewritesForm).flatMap((rule) =>
    (rule.domain === 'both' ? (['main', 'ro'] as const) : ([rule.domain] as const)).flatMap((domain) =>
      rule.examples.map(([from]) => [rule.name, domain, from] as const),
    ),
  );
  it('walks most of the rules', () => {
    expect(new Set(walks.map(([rule]) => rule)).size).toBeGreaterThan(REDIRECT_RULES.length / 2);
  });
  it.each(walks)('%s on %s: %s ends on a page', async (_rule, domain, from) => {
    const { status, chain } = await walk(base, from, domain);
    expect(status, chain.join(' → ')).toBe(200);
  });
});

// reader-site.md §2: "Further redirect rules may come from a server-provided rule set". An editor adds one to the
// content API; the cron job's next run publishes it with the output, and the edge (origin, nginx) serves it.
describe('a server rule an editor adds', () => {
  it('is served by the origin and nginx after the next run, and gone after its removal', async () => {
    const { contentDb, originUrl, nginxUrl } = e2eEnv();
    const from = `/szerkesztoi-atiranyitas-${process.pid}`;
    const edge = { origin: originUrl, nginx: nginxUrl };
    const answers = async (base: string) => {
      const res = await ask(base, `${from}?utm=x`);
      return `${res.status} ${res.headers.location ?? ''}`;
    };
    for (const base of Object.values(edge)) expect(await answers(base)).toBe('404 ');
    const added = runEditor(['redirect', 'add', from, '/rovat/belfold', '302'], contentDb);
    expect(added.code, added.out).toBe(0);
    try {
      for (const [name, base] of Object.entries(edge))
        await expect.poll(() => answers(base), { timeout: 60_000, message: `${name} serves the new rule` }).toBe('302 /rovat/belfold?utm=x');
    } finally {
      const removed = runEditor(['redirect', 'remove', from], contentDb);
      expect(removed.code, removed.out).toBe(0);
    }
    for (const [name, base] of Object.entries(edge))
      await expect.poll(() => answers(base), { timeout: 60_000, message: `${name} drops the rule` }).toBe('404 ');
  });
});
