// kill -9 of the prerender job (issue #4): the real CLI (prerender/cli.ts) as a child process in a world of its
// own (e2e/faults/world.ts), killed with SIGKILL at moments of full and incremental runs. Whatever the moment,
// no file of the output is half-written, no compressed copy is of another version than its page, the next run
// leaves no temp file behind, and no edit or unpublish made before or during a killed run is lost.
//
// Each kill is aimed at a kind of moment, found by what the run does (its requests to the content API, the
// files it touches) rather than by the clock, then a few random milliseconds more: a replayed seed aims at the
// same step of the run, and a run seldom outruns its kill, on a fast machine or a slow one. Killed at random
// times (the old test), most runs died where most time goes (start-up, rendering), few in the narrow windows
// the contract is about: a batch renamed into place, the state saved after it.
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { expectOk, expectWhole } from '../checks';
import { log, openWorld } from '../corpus';
import { Edits } from '../edits';
import { firstWrite, killAt } from '../kill';
import { listFiles, markPassed, tempFiles } from '../output';
import { addPages, killedPage, LARGE_OUTPUT_PAGES } from '../largeOutput';
import { statePaths } from '../../../prerender/jobState';
import { tempTarget } from '../../../workers/tempFile.mjs';
import { journalText, parseJournal } from '../../../prerender/writeJournalFormat';
import { DIST_DIR, sleep, type Corpus, type Mode, type RunResult, type RunningJob, type World } from '../world';
import { HOME_SITES, SITES } from '../../../domain/sites';

/** Pages made by hand for the walk of an output without a journal: enough folders for it to be a walk. */
const WALKED_PAGES = 2_000;

/** Requests of the job's own process (it sends its service token), and of its render workers (they do not). */
const fromJob = (req: IncomingMessage) => Boolean(req.headers.authorization);
const fromWorker = (req: IncomingMessage) => !req.headers.authorization;

/** The job's state after the pages: a full run's feed sections and whole manifest, an incremental run's manifest journal; the cursor last. */
const stateFiles = (w: World, mode: Mode) =>
  (mode === '--full' ? ['sections.json', 'manifest.json', 'cursor'] : ['manifest.json', 'manifest.json.journal', 'cursor']).map((f) =>
    join(w.outDir, '.prerender', f),
  );

/**
 * A random delay up to `max` ms, most of them short: a kill soon after the event, now and then a step later. A
 * run that outran its kill is tried again with none, so that a fast machine cannot end every attempt first.
 */
const shortly = (w: World, max: number, attempt: number) => (attempt > 1 ? Promise.resolve() : sleep(Math.floor(max * w.rng.next() ** 3)));

/** A kind of moment to kill the job at, by what the run does; it may never come if the run ends first. */
type Moment = [name: string, at: (job: RunningJob, attempt: number) => Promise<unknown>];

/**
 * Kills one run per kind of moment, in the order given, each after `prepare` (edits) and with `during` (an
 * edit while the run is under way) if given. A kind whose moment did not come before the run ended (it
 * finished: it must have succeeded) gets another run, up to three in all: every kind must have been killed.
 */
async function killRounds(
  w: World,
  mode: Mode,
  moments: Moment[],
  o: { prepare: (round: number) => void; during?: (job: RunningJob, round: number) => void },
): Promise<void> {
  let round = 0;
  for (const [kind, at] of moments) {
    let r: RunResult | null = null;
    for (let attempt = 1; !r?.killed && attempt <= 3; attempt++) {
      round++;
      o.prepare(round);
      const job = w.start(mode);
      o.during?.(job, round);
      r = await killAt(job, at(job, attempt));
      if (!r.killed) expectOk(r);
      const how = r.killed ? `killed ${kind} at ${(r.ms / 1000).toFixed(2)} s` : `finished in ${(r.ms / 1000).toFixed(1)} s before the kill ${kind}`;
      log(w, `${mode} run ${round}: ${how}, ${tempFiles(w.outDir).length} temp files`);
      expectWhole(w, `after ${mode} run ${round} (${how})`);
    }
    expect(r?.killed, `a ${mode} run killed ${kind}`).toBe(true);
  }
}

const running = (job: RunningJob) => job.child.exitCode === null && job.child.signalCode === null;

/** Files of the build (dist/client) a full run copies into each domain's folder. */
const buildFiles = listFiles(join(DIST_DIR, 'client'));

/** kill -9 during full and incremental runs: tests on copies of `corpus`. */
export function killCases(corpus: () => Corpus): void {
  describe('kill -9 of the prerender job', () => {
    it('during full runs loses no edit and leaves no half-written file', async (ctx) => {
      const c = corpus();
      // No output yet: the first kill hits the very first full run, with no cursor saved.
      const w = await openWorld(ctx, c, { proxy: true, withOutput: false });
      try {
        const articles = await w.articles();
        const edits = new Edits(w);
        // Four kills, one of each kind (the old test killed five runs at random times, in up to eight runs: a
        // full run is the dearest thing here, and most random kills fell while pages rendered, few where files
        // are written). The first run of a new output copies the build's assets (with their best compression:
        // seconds), so that kill comes first; the others in a random order.
        const moments: Moment[] = [
          // Any of them, in any domain's folder: each with its copies as one version (prerender/siblings.ts putVersion).
          [
            "while it copies the build's assets",
            (job, attempt) => {
              const domain = SITES[w.rng.pick(HOME_SITES)].domain;
              const assets = w.rng.sample(buildFiles, 5).map((f) => join(w.outDir, domain, f));
              return firstWrite(job, assets).then(() => shortly(w, 200, attempt));
            },
          ],
          ...w.rng.sample<Moment>(
            [
              // At a random request of the run, the job's or its workers': planning, or a batch rendering while
              // the one before is written.
              ['at a random request', () => w.proxy!.reached(w.rng.int(1, Math.floor(c.requests * 0.95)))],
              // A batch's renames into place (whichever batch holds one of three pages), or soon after.
              [
                'as a batch is published',
                (job, attempt) =>
                  firstWrite(
                    job,
                    w.rng.sample(articles, 3).map((a) => a.file),
                    { staged: false },
                  ).then(() => shortly(w, 50, attempt)),
              ],
              // The end: feeds, sitemaps, the nginx conf and the build's info are out; the state files follow.
              ['as it saves its state', (job, attempt) => firstWrite(job, stateFiles(w, '--full')).then(() => shortly(w, 30, attempt))],
            ],
            3,
          ),
        ];
        await killRounds(w, '--full', moments, {
          prepare: (round) => {
            for (const a of w.rng.sample(articles, 2)) edits.title(a, `full${round}`);
          },
          // An edit once the pages render: it came after the run read the changes head, so the next run replays it.
          during: (job, round) => {
            const edited = w.rng.pick(articles);
            void w.proxy!.reached(w.rng.int(1, Math.max(1, Math.floor(c.workerRequests / 2))), fromWorker).then(() => {
              if (running(job)) edits.title(edited, `full${round}-during`);
            });
          },
        });

        // The next run is the cron's, an incremental one: it makes a full run of its own while no full run
        // saved its cursor (the old test ran a full and then an incremental run: one full run more, to prove less).
        expectOk(await w.run('--incremental'));
        expect(edits.missing(), 'edits made before and during the killed runs').toEqual([]);
        expectWhole(w, 'after the next run', true);
        expect(tempFiles(w.outDir), 'temp files left after the next run').toEqual([]);
      } finally {
        await w.close();
      }
    });

    it('during incremental runs loses no edit or unpublish', async (ctx) => {
      const w = await openWorld(ctx, corpus(), { proxy: true });
      try {
        let pool = await w.articles();
        const edits = new Edits(w);
        let watched: string[] = [];
        // Four kills, one at each step of an incremental run, in a random order (the old test: five, half of
        // them at random times, which mostly fell in node's start-up and the render, half as pages were written).
        const moments = w.rng.sample<Moment>(
          [
            // The health check, the redirect rules, the changes feed, the edited articles read.
            ['while it plans', () => w.proxy!.reached(w.rng.int(1, 4), fromJob)],
            // The edited pages rendered and staged as temp files, the batch not yet complete.
            ['while the batch renders', (job, attempt) => firstWrite(job, watched).then(() => shortly(w, 200, attempt))],
            // The batch's renames into place, an unpublished page's removal, the feeds and sitemaps that follow.
            ['as the batch is published', (job, attempt) => firstWrite(job, watched, { staged: false }).then(() => shortly(w, 50, attempt))],
            // The manifest's journal, then the cursor.
            ['as it saves its state', (job, attempt) => firstWrite(job, stateFiles(w, '--incremental')).then(() => shortly(w, 30, attempt))],
          ],
          4,
        );
        await killRounds(w, '--incremental', moments, {
          prepare: (round) => {
            const edited = w.rng.sample(pool, w.rng.int(1, 3));
            for (const a of edited) edits.title(a, `inc${round}`);
            watched = edited.map((a) => a.file);
            if (round % 2 === 0) {
              const gone = w.rng.pick(pool.filter((a) => !edited.includes(a)));
              edits.unpublish(gone);
              pool = pool.filter((a) => a !== gone);
              watched.push(gone.file);
            }
          },
        });

        expectOk(await w.run('--incremental'));
        expect(edits.missing(), 'edits and unpublishes made before the kills').toEqual([]);
        expectWhole(w, 'after the clean incremental run', true);
        // The contract allows a killed run's temp file only if the next run sweeps it.
        expect(tempFiles(w.outDir), 'temp files left after the clean incremental run').toEqual([]);
      } finally {
        await w.close();
      }
    });
    it('over a large output: the next start repairs exactly what the write journal lists and walks nothing', async (ctx) => {
      const w = await openWorld(ctx, corpus(), { proxy: true });
      try {
        const domainDir = join(w.outDir, SITES.main.domain);
        const archive = addPages(domainDir, LARGE_OUTPUT_PAGES);
        markPassed(w.outDir, w.passed);
        log(w, `a large output: ${archive.length} pages added by hand`);
        const articles = await w.articles();
        const edits = new Edits(w);
        const journalFile = statePaths(w.outDir).journal;
        let listed: string[] = [];
        for (let attempt = 1; !listed.length && attempt <= 3; attempt++) {
          const edited = w.rng.sample(articles, w.rng.int(1, 3));
          for (const a of edited) edits.title(a, `large${attempt}`);
          const job = w.start('--incremental');
          const r = await killAt(
            job,
            firstWrite(
              job,
              edited.map((a) => a.file),
            ).then(() => shortly(w, 200, attempt)),
          );
          log(w, r.killed ? `killed as the batch rendered at ${(r.ms / 1000).toFixed(2)} s` : `finished in ${(r.ms / 1000).toFixed(1)} s before the kill`);
          if (!r.killed) expectOk(r);
          else listed = parseJournal(readFileSync(journalFile, 'utf8'))!.files;
        }
        expect(listed.length, 'files the killed run journalled').toBeGreaterThan(0);

        // Of two pages of the archive left as a kill between their renames leaves a page, the journal lists one.
        const [inJournal, notInJournal] = w.rng.sample(archive, 2) as [string, string];
        const temps = [killedPage(inJournal), killedPage(notInJournal)];
        const rel = (f: string) => f.slice(w.outDir.length + 1);
        listed.push(rel(inJournal));
        writeFileSync(journalFile, journalText({ walked: true, files: listed }));

        const r = await w.run('--incremental');
        expectOk(r);
        const repaired = /repaired the (\d+) files the write journal listed/.exec(r.output);
        expect(repaired?.[1], 'the repair names as many files as the journal listed').toBe(String(listed.length));
        log(w, `the next start: ${/repaired the [^"]*/.exec(r.output)?.[0]}`);
        expect(r.output).not.toMatch(/walking the whole output/);
        for (const f of listed.map((l) => join(w.outDir, l))) {
          const left = existsSync(dirname(f))
            ? readdirSync(dirname(f)).filter((n) => [basename(f), `${basename(f)}.gz`, `${basename(f)}.br`].includes(tempTarget(n) ?? ''))
            : [];
          expect(left, `temp files of ${rel(f)}`).toEqual([]);
          for (const copy of [`${f}.gz`, `${f}.br`].filter((c) => existsSync(c))) {
            expect(existsSync(f), `${rel(copy)} has its file`).toBe(true);
            expect(statSync(copy).mtimeMs, `${rel(copy)} is its file's version`).toBe(statSync(f).mtimeMs);
          }
        }
        expect(gunzipSync(readFileSync(`${inJournal}.gz`)).toString()).toBe(readFileSync(inJournal, 'utf8'));
        expect(existsSync(temps[0]!)).toBe(false);
        // The page the journal did not list was not looked at: no walk of the output.
        expect(existsSync(temps[1]!), 'the temp file of a page the journal did not list').toBe(true);
        expect(statSync(`${notInJournal}.gz`).mtimeMs).not.toBe(statSync(notInJournal).mtimeMs);
        for (const f of [temps[1]!, `${notInJournal}.gz`]) rmSync(f);

        expect(edits.missing(), 'edits made before the kill').toEqual([]);
        expect(parseJournal(readFileSync(journalFile, 'utf8')), 'the journal after a clean run').toEqual({ walked: true, files: [] });
        expectWhole(w, 'after the clean incremental run', true);
        expect(tempFiles(w.outDir), 'temp files left after the clean incremental run').toEqual([]);
      } finally {
        await w.close();
      }
    });
    it('over an output without a write journal: the edit is published first, then the whole output is walked', async (ctx) => {
      const w = await openWorld(ctx, corpus());
      try {
        const archive = addPages(join(w.outDir, SITES.main.domain), WALKED_PAGES);
        markPassed(w.outDir, w.passed);
        // A page as a run killed between its renames left it, in an output written before D-401: no journal says so.
        const stale = w.rng.pick(archive);
        const temp = killedPage(stale);
        rmSync(statePaths(w.outDir).journal, { force: true });
        const edits = new Edits(w);
        const edited = w.rng.pick(await w.articles());
        edits.title(edited, 'walk');

        const r = await w.run('--incremental');
        expectOk(r);
        expect(r.output).toMatch(/no write journal to repair from: walking the whole output/);
        expect(r.output).toMatch(/walked the whole output: \d+ folders, 1 temp files removed, compressed copies 1 made again/);
        expect(edits.missing(), 'the edit').toEqual([]);
        expect(existsSync(temp), "the killed page's temp file").toBe(false);
        expect(gunzipSync(readFileSync(`${stale}.gz`)).toString()).toBe(readFileSync(stale, 'utf8'));
        // The edited page was in place before the walk made the stale copy again (a new file: its ctime is then).
        expect(statSync(edited.file, { bigint: true }).ctimeNs).toBeLessThanOrEqual(statSync(`${stale}.gz`, { bigint: true }).ctimeNs);
        expect(parseJournal(readFileSync(statePaths(w.outDir).journal, 'utf8')), 'the journal after the walk').toEqual({ walked: true, files: [] });
        expectWhole(w, 'after the walk', true);
      } finally {
        await w.close();
      }
    });
  });
}
