// The fault phase of the e2e tests (issue #4): the prerender job, the real CLI run as a child process, killed
// with kill -9 at moments of its runs (cases/killed.ts) and meeting a content API that stops, answers 500 or
// answers garbage, or an article that cannot be rendered (cases/contentApi.ts); a queued full build and its
// render workers killed (cases/queue.ts). One file, so one corpus (a
// seeded store and a full build over it: the dearest step) serves every test; each test copies it into a
// world of its own (e2e/faults/world.ts).
//
// Seeds are printed: FAULTS_CORPUS_SEED=<c> FAULTS_SEED=<s> replay a test's corpus, edits, kill moments and
// fault points (`-t '<name>'` picks the test); FAULTS_KEEP=1 keeps the folders.
import { contentApiCases } from './cases/contentApi';
import { killCases } from './cases/killed';
import { queueCases } from './cases/queue';
import { fileCorpus } from './corpus';

const corpus = fileCorpus();

killCases(corpus);
contentApiCases(corpus);
queueCases(corpus);
