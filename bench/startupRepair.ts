// What a prerender job's start costs before its first edit (issue #40): the walk of the whole output that every
// start made until D-401 (temp files swept, every page's compressed copies checked), against the write
// journal's repair, after a clean stop (nothing listed) and after a kill (one batch listed). On an output of
// N pages made by hand (each an index.html with its .gz and .br of one mtime, a folder per page as the job
// lays them out), in the system's temp folder; medians of `--runs` runs, the page cache warm as on a
// running machine.
//
// `npm run bench -- repair [--pages 2000,100000] [--runs 5]`
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { OutputWalk } from '../prerender/outputWalk';
import { WriteJournal } from '../prerender/writeJournal';
import { statePaths } from '../prerender/jobState';
import { journalText } from '../prerender/writeJournalFormat';
import { median } from './stats';

/** Pages a batch of the job holds: what a kill leaves listed at most. */
const BATCH = 200;

function makeOutput(dir: string, pages: number): string[] {
  const html = '<!DOCTYPE html><html><head><title>x</title></head><body><h1>x</h1></body></html>';
  const [gz, br] = [gzipSync(html), brotliCompressSync(html)];
  const mtime = new Date(Date.now() - 60_000);
  const files: string[] = [];
  for (let i = 0; i < pages; i++) {
    const rel = join('hirter.hu', 'archivum', String(Math.floor(i / 1000)), String(i % 1000), 'index.html');
    const file = join(dir, rel);
    mkdirSync(dirname(file), { recursive: true });
    for (const [f, data] of [
      [file, html],
      [`${file}.gz`, gz],
      [`${file}.br`, br],
    ] as const) {
      writeFileSync(f, data);
      utimesSync(f, mtime, mtime);
    }
    files.push(rel);
  }
  return files;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

export async function run(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { pages: { type: 'string', default: '2000,100000' }, runs: { type: 'string', default: '5' } } });
  const runs = Number(values.runs);
  for (const pages of values.pages.split(',').map(Number)) {
    const dir = mkdtempSync(join(tmpdir(), `bench-repair-${pages}-`));
    try {
      const t0 = performance.now();
      const files = makeOutput(dir, pages);
      mkdirSync(dirname(statePaths(dir).journal), { recursive: true });
      console.log(`\n== ${pages} pages (${3 * pages} files, made in ${((performance.now() - t0) / 1000).toFixed(1)} s) ==`);
      const walk: number[] = [];
      const clean: number[] = [];
      const killed: number[] = [];
      for (let i = 0; i < runs; i++) {
        walk.push(await timed(() => new OutputWalk(dir).walk()));
        writeFileSync(statePaths(dir).journal, journalText({ walked: true, files: [] }));
        clean.push(await timed(() => new WriteJournal(dir).repair()));
        writeFileSync(statePaths(dir).journal, journalText({ walked: true, files: files.slice(0, BATCH) }));
        killed.push(await timed(() => new WriteJournal(dir).repair()));
      }
      const ms = (xs: number[]) => `median ${median(xs).toFixed(1)} ms (${xs.map((x) => x.toFixed(1)).join(', ')})`;
      console.log(`start-up repair, the walk of the whole output (every start before D-401): ${ms(walk)}`);
      console.log(`start-up repair, write journal after a clean stop (nothing listed): ${ms(clean)}`);
      console.log(`start-up repair, write journal after a kill (${Math.min(BATCH, pages)} pages listed): ${ms(killed)}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
