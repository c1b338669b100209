// A page and its compressed copies are one version (D-313). In the output every .gz and .br beside a file
// carries its mtime, after the full build and what the world's cron job published since; and a reader who takes
// gzip gets from nginx (gzip_static takes Last-Modified and ETag from the copy it serves) and from the origin the
// plain answer's Last-Modified and an ETag of the same time: the size in an ETag is each representation's own
// (RFC 9110 §8.8.3), as nginx writes it. A page has a .br and no .gz (D-404): its gzip is made on the fly, with
// the file's ETag made weak, on both. The cron job may publish meanwhile: a file, or a pair of answers, that
// changed between two looks is looked at again.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseOfCopy } from '../../prerender/siblings';
import { findArticle } from '../corpus';
import { e2eEnv } from '../env';
import { mainSections } from '../static/helpers';
import { ask, documentOf, servers, type Answer } from './http';

const LOOKS = 20;

/** A file's version as the job leaves it: a rename makes a new inode. Null: not there (now). */
function versionOf(path: string): string | null {
  const s = statSync(path, { throwIfNoEntry: false, bigint: true });
  return s ? `${s.ino}@${s.mtimeNs}` : null;
}

/** Why the copy at `copy` is not of its file's version, or null (also when either is gone). */
function copyProblem(file: string, copy: string): string | null {
  for (let look = 0; look < LOOKS; look++) {
    const before = versionOf(file);
    const copied = statSync(copy, { throwIfNoEntry: false, bigint: true });
    const after = versionOf(file);
    if (before === null || copied === undefined) return null;
    // The file was replaced between the looks: the copy seen may be of either version.
    if (before !== after) continue;
    return before.endsWith(`@${copied.mtimeNs}`) ? null : `${copy}: mtime ${copied.mtimeNs} ns beside ${before.split('@')[1]} ns`;
  }
  return `${file}: replaced at every look`;
}

function copies(dir: string): [string, string][] {
  const out: [string, string][] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...copies(full));
    else if (e.isFile() && baseOfCopy(e.name) !== null) out.push([join(dir, baseOfCopy(e.name)!), full]);
  }
  return out;
}

/** The time part of an nginx-style ETag, `"<mtime s hex>-<size hex>"`, weak (`W/`) when compressed on the fly. */
const etagTime = (etag: string | undefined) => /^(?:W\/)?"([0-9a-f]+)-[0-9a-f]+"$/.exec(etag ?? '')?.[1];

/** A plain answer and a gzip one of `path`, asked while the file stayed the same (the plain one asked before and after). */
async function pairOf(base: string, path: string): Promise<{ plain: Answer; gzip: Answer }> {
  for (let look = 0; look < LOOKS; look++) {
    const plain = await ask(base, path);
    const gzip = await ask(base, path, { headers: { 'accept-encoding': 'gzip' } });
    const again = await ask(base, path);
    if (plain.headers.etag === again.headers.etag) return { plain, gzip };
  }
  throw new Error(`${path} on ${base}: republished at every look`);
}

describe("a page's compressed copies", () => {
  it("every .gz and .br in the output carries its file's mtime", () => {
    const found = copies(e2eEnv().outDir);
    expect(found.length).toBeGreaterThan(1000);
    expect(found.map(([file, copy]) => copyProblem(file, copy)).filter((p) => p !== null)).toEqual([]);
  });

  it("a gzip answer carries the plain answer's Last-Modified and an ETag of the same time, on nginx and on the origin", async () => {
    const article = await findArticle("a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main'");
    const section = mainSections()[0]!;
    const { origin, nginx } = servers();
    const front = await ask(origin, '/');
    const entry = documentOf(front.body).documentElement.getAttribute('data-entry');
    expect(entry, "the page's module script").toMatch(/^\/assets\//);
    const paths = ['/', article.path, section.path, `${section.path}?oldal=2`, '/rss', '/sitemap.xml', entry!];
    const pages = new Set(['/', article.path, section.path, `${section.path}?oldal=2`]);
    for (const [name, base] of [
      ['origin', origin],
      ['nginx', nginx],
    ] as const) {
      for (const path of paths) {
        const { plain, gzip } = await pairOf(base, path);
        const where = `${name} ${path}`;
        expect(plain.status, where).toBe(200);
        expect(gzip.headers['content-encoding'], where).toBe('gzip');
        expect(plain.headers['last-modified'], where).toBeDefined();
        expect(gzip.headers['last-modified'], where).toBe(plain.headers['last-modified']);
        expect(etagTime(plain.headers.etag), where).toBeDefined();
        expect(etagTime(gzip.headers.etag), where).toBe(etagTime(plain.headers.etag));
        // Made on the fly from the page, from its stored copy for a feed, a sitemap or a script.
        expect(gzip.headers.etag!.startsWith('W/'), where).toBe(pages.has(path));
      }
    }
  });
});
