// Shared by the tests of the static output (e2e/site/: staticOutput, nginx, crawl, domains; e2e/csp.spec.ts):
// addresses on the origin, the world's store read-only, and a watcher of a page's failed loads.
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { RO_HOST } from '../../testing/browser';
import { redirectFor } from '../../domain/redirects';
import { sectionLink } from '../../domain/listRoutes';
import { e2eEnv } from '../env';

/** A path on the origin of the static output, main domain (127.0.0.1 is the main domain). */
export function originUrl(path: string, base = e2eEnv().originUrl): string {
  return new URL(path, base).href;
}

/** A path on the same server as the Romanian edition, for the browser (which maps ro.localhost to 127.0.0.1). */
export function roOriginUrl(path: string, base = e2eEnv().originUrl): string {
  const url = new URL(path, base);
  url.hostname = RO_HOST;
  return url.href;
}

/**
 * Where a Node-side request for a canonical URL (https://hirter.hu/…, https://hirter.ro/…) goes on a local
 * server: the server's own address with the domain's Host (Node cannot resolve ro.localhost).
 */
export function localRequest(canonical: string, base = e2eEnv().originUrl): { url: string; headers: Record<string, string> } {
  const u = new URL(canonical);
  const url = new URL(`${u.pathname}${u.search}`, base).href;
  if (u.host === 'hirter.hu') return { url, headers: {} };
  if (u.host === 'hirter.ro') return { url, headers: { host: RO_HOST } };
  throw new Error(`${canonical} is on neither domain of the output`);
}

function openStore() {
  return new Database(e2eEnv().contentDb, { readonly: true, fileMustExist: true });
}

export interface SectionInfo {
  slug: string;
  path: string;
  articles: number;
}

/**
 * Active sections of the main site with more than one page of articles, largest first, whose list is served
 * at /rovat/<slug> (not redirected to a sub-site or supplement, not a sub-site tab).
 */
export function mainSections(): SectionInfo[] {
  const db = openStore();
  try {
    const rows = db
      .prepare(
        `SELECT s.slug, COUNT(*) AS n FROM super_tags s
         JOIN article_super_tags ast ON ast.super_tag_id = s.id AND ast.visible = 1
         WHERE s.site_slug = 'main' AND s.active = 1
         GROUP BY s.id HAVING n > 10 ORDER BY n DESC`,
      )
      .all() as { slug: string; n: number }[];
    return rows
      .map((r) => ({ slug: r.slug, path: `/rovat/${r.slug}`, articles: r.n }))
      .filter((s) => sectionLink('main', s.slug) === s.path && redirectFor('main', s.path) === null);
  } finally {
    db.close();
  }
}

/** The site of each article slug (missing slugs are left out). */
export function sitesOfSlugs(slugs: readonly string[]): Map<string, string> {
  const db = openStore();
  try {
    const stmt = db.prepare('SELECT site_slug FROM articles WHERE slug = ?');
    const out = new Map<string, string>();
    for (const slug of slugs) {
      const row = stmt.get(slug) as { site_slug: string } | undefined;
      if (row) out.set(slug, row.site_slug);
    }
    return out;
  } finally {
    db.close();
  }
}

/** Tag slugs of visible articles, most used first (the callers check which have a list page in the output). */
export function tagsByUse(): string[] {
  const db = openStore();
  try {
    return (
      db
        .prepare(
          `SELECT t.slug FROM tags t JOIN article_tags at ON at.tag_id = t.id AND at.visible = 1
           GROUP BY t.id ORDER BY COUNT(*) DESC`,
        )
        .all() as { slug: string }[]
    ).map((r) => r.slug);
  } finally {
    db.close();
  }
}

/** The slug of an article path (its last segment). */
export function slugOfPath(path: string): string {
  return decodeURIComponent(new URL(path, 'http://x').pathname.split('/').pop() ?? '');
}

export interface Failure {
  url: string;
  what: string;
}

/**
 * Every request of a page that failed or answered ≥ 400, except those `expected` accepts (an intentional
 * 404 document). Aborted loads of a page left by navigation are not failures of the server.
 */
export function watchFailures(page: Page, expected: (url: string, status: number) => boolean = () => false): Failure[] {
  const failures: Failure[] = [];
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText ?? 'failed';
    if (error === 'net::ERR_ABORTED') return;
    failures.push({ url: req.url(), what: error });
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !expected(res.url(), res.status())) failures.push({ url: res.url(), what: String(res.status()) });
  });
  return failures;
}

/** Runs `fn` over `items`, at most `limit` at a time. */
export async function inBatches<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * How many articles page 1 of a section lists under its highlight strip: the content API's page 1 less the
 * strip's four (D-280). Pages after the first list the API's ten.
 */
export async function firstPageListed(slug: string): Promise<number> {
  const res = await fetch(`${e2eEnv().contentApiUrl}/api/articles?filters[mstag]=${encodeURIComponent(slug)}`);
  if (!res.ok) throw new Error(`content API list of ${slug}: ${res.status}`);
  const list = (await res.json()) as { items: { id: number }[]; highlights?: { id: number }[] };
  const strip = new Set(list.highlights?.length === 4 ? list.highlights.map((a) => a.id) : []);
  return list.items.filter((a) => !strip.has(a.id)).length;
}
