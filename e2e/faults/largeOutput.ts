// A large output made cheaply for the fault tests: many small pages written straight into a world's output
// folder, no render, so that a test sees what a start after a kill does at the size of a big site (the
// journal's repair must not grow with it) in seconds.
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { tempPathFor } from '../../prerender/atomicWrite';

/** Pages a large output gets: the size of the (#40) site at 100,000 articles was 179,000; this is its page count's order. */
export const LARGE_OUTPUT_PAGES = Number(process.env.FAULTS_LARGE_PAGES ?? 100_000);

const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

/** `n` pages of one folder each under `<domainDir>/archivum/`, answered as their files. */
export function addPages(domainDir: string, n: number): string[] {
  const files: string[] = [];
  for (let i = 0; i < n; i++) {
    const file = join(domainDir, 'archivum', String(Math.floor(i / 1000)), String(i % 1000), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page(`Archív ${i}`));
    files.push(file);
  }
  return files;
}

/**
 * What a run killed between a page's renames leaves, made by hand: the page's old HTML, a `.gz` of another
 * version (another mtime) and a temp file of its `.br`. Answers the temp file.
 */
export function killedPage(file: string): string {
  const old = new Date(Date.now() - 3_600_000);
  writeFileSync(file, page('régi'));
  utimesSync(file, old, old);
  writeFileSync(`${file}.gz`, gzipSync(page('új')));
  const temp = tempPathFor(`${file}.br`);
  writeFileSync(temp, 'félig');
  return temp;
}
