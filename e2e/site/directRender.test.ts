// The prerender worker renders a page without vike's renderPage once vike has rendered one of its kind
// (workers/directRender.mjs, D-402): pages of every route of the world's output, rendered both ways a moment
// apart, must be the same page, and what the direct path leaves to vike (a 404, a redirect) must go to vike.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { Manifest } from '../../prerender/manifest';
import { parsePageUrl } from '../../prerender/outputPath';
import { SITES } from '../../domain/sites';
import { matchRoute } from '../../domain/routes';
import { e2eEnv } from '../env';

const PER_KIND = 4;

interface Compared {
  url: string;
  site: string;
  vikeStatus: number;
  direct: boolean;
  same: boolean;
  /** Where the two renders first part, when they do. */
  difference?: { vike: string; direct: string };
}

function compare(pages: { url: string; site: string; host: string }[]): Compared[] {
  const out = execFileSync(process.execPath, [join(__dirname, '../../testing/directVsVike.mjs'), inject('distDir'), e2eEnv().contentApiUrl], {
    input: JSON.stringify(pages),
    // The pages' live-score boxes ask the world's service, as the job's render threads do.
    env: { ...process.env, LIVESCORE_API_URL: e2eEnv().livescoreApiUrl },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 300_000,
  });
  return out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Compared);
}

describe("the render worker's direct path", () => {
  it('renders pages of every route as vike does, and leaves 404s and redirects to vike', async () => {
    const manifest = await Manifest.load(join(e2eEnv().outDir, '.prerender', 'manifest.json'));
    // A few pages of each route (and domain, and with a query or not): each kind the same way, in seconds.
    const perKind = new Map<string, number>();
    const pages = manifest.allUrls().flatMap((u) => {
      const { site, path } = parsePageUrl(u);
      const kind = `${matchRoute(site, path, { donationsOff: false }).name} ${SITES[site].domain} ${path.includes('?')}`;
      const seen = perKind.get(kind) ?? 0;
      perKind.set(kind, seen + 1);
      return seen < PER_KIND ? [{ url: path, site, host: SITES[site].domain }] : [];
    });
    expect(perKind.size).toBeGreaterThan(15);
    const article = pages.find((p) => /^\/[a-z-]+\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/.test(p.url))!;
    const wrongDate = article.url.replace(/\/(\d{2})\/([^/]+)$/, (_, day: string, slug: string) => `/${day === '01' ? '02' : '01'}/${slug}`);
    const others = [
      { url: '/nincs/ilyen/oldal', site: 'main', host: 'hirter.hu' },
      { url: wrongDate, site: article.site, host: article.host },
      { url: `${article.url}/`, site: article.site, host: article.host },
    ];
    const results = compare([...pages, ...others]);
    const rendered = results.slice(0, pages.length);
    const differing = rendered.filter((r) => r.vikeStatus === 200 && !r.same);
    expect(
      differing.map((r) => r.url),
      differing.map((r) => `${r.url}\n  vike:   ${r.difference?.vike}\n  direct: ${r.difference?.direct}`).join('\n'),
    ).toEqual([]);
    // Each page rendered by vike first, so its kind is known: every one vike answers with 200 goes the direct way.
    expect(rendered.filter((r) => r.vikeStatus === 200 && !r.direct).map((r) => r.url)).toEqual([]);
    expect(rendered.filter((r) => r.direct).length).toBeGreaterThan(perKind.size);
    const [missing, moved, slashed] = results.slice(pages.length);
    expect(missing).toMatchObject({ vikeStatus: 404, direct: false });
    expect(moved).toMatchObject({ vikeStatus: 301, direct: false });
    expect(slashed).toMatchObject({ vikeStatus: 301, direct: false });
  });
});
