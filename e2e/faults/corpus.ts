// The corpus of the fault tests, and the worlds its tests open from it. vitest runs e2e/faults/faults.test.ts
// in one process of its own: a corpus made before its tests and removed after them is all the sharing there
// is, no lock and no hand-over between processes.
//
// Seeds: FAULTS_CORPUS_SEED replays a corpus, FAULTS_SEED a test's choices (edits, kill moments, fault
// points); both are printed. FAULTS_KEEP=1 keeps the corpus's and the worlds' folders.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, type TestContext } from 'vitest';
import { createCorpus, createWorld, FAULTS_TMP, pickSeed, type Corpus, type World } from './world';

/** Makes a corpus before the tests of the file that calls it (a beforeAll there), and returns its getter. */
export function fileCorpus(): () => Corpus {
  let corpus: Corpus | undefined;
  beforeAll(async () => {
    const seed = pickSeed('FAULTS_CORPUS_SEED');
    console.log(`faults: seeding the corpus with seed ${seed}`);
    // createCorpus removes the folder itself if it fails.
    corpus = await createCorpus(seed, mkdtempSync(join(FAULTS_TMP, 'reader-faults-corpus-')));
  });
  afterAll(() => {
    if (!corpus) return;
    if (process.env.FAULTS_KEEP) console.log(`faults: corpus kept in ${corpus.dir}`);
    else rmSync(corpus.dir, { recursive: true, force: true });
  });
  return () => {
    if (!corpus) throw new Error('no corpus: its beforeAll failed');
    return corpus;
  };
}

/** A test's own world from the corpus, with the seeds that replay it printed and attached to the test. */
export async function openWorld(ctx: TestContext, corpus: Corpus, opts: { proxy?: boolean; withOutput?: boolean } = {}): Promise<World> {
  const seed = pickSeed('FAULTS_SEED');
  const replay = `FAULTS_CORPUS_SEED=${corpus.seed} FAULTS_SEED=${seed}`;
  console.log(`faults: "${ctx.task.name}" (replay: ${replay})`);
  await ctx.annotate(replay, 'seeds');
  return createWorld({ corpus, seed, proxy: opts.proxy ?? false, withOutput: opts.withOutput ?? true });
}

export function log(w: World, line: string): void {
  console.log(`faults[${w.seed}]: ${line}`);
}
