// The quiz on the content API's listener (issue #33: 20 connections of an aliased quiz query held a reader's
// version poll up to 2 s): while quiz calls are held in flight, the content API still answers, and quiz calls
// beyond the queue's room are turned away at once with 503 (D-309). Counted, never timed: the held calls wait
// on a turn the test gives.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { QUIZ_API_PREFIX, QUIZ_ERRORS, QUIZ_LIMITS } from '../../domain/quiz';
import { copyStore } from '../testing/fixture';
import { startContentServer, type RunningServer } from '../server';
import { TurnQueue } from '../turnQueue';
import { createQuiz } from './create';
import { QuizStore, openQuizDb } from './store';
import { HEAVIEST_ALLOWED_QUERY } from './testing';

const WAITING = 3;
let api: RunningServer;
let open!: () => void;
const opened = new Promise<void>((resolve) => (open = resolve));
const queue = new TurnQueue({ waiting: WAITING, nextTurn: () => opened });
let slug: string;
let quizId: string;

beforeAll(async () => {
  const { dbPath, mediaDir } = copyStore();
  const content = new Database(dbPath, { readonly: true });
  slug = (content.prepare('SELECT slug FROM articles WHERE visible = 1 LIMIT 1').get() as { slug: string }).slug;
  content.close();
  const dir = mkdtempSync(join(tmpdir(), 'quiz-service-'));
  const quizDbPath = join(dir, 'quiz.db');
  const quizDb = openQuizDb(quizDbPath);
  quizId = createQuiz(new QuizStore(quizDb), { questions: [{ question: 'Kérdés?', options: [{ title: 'Igen' }, { title: 'Nem' }] }] }, Date.now())._id;
  quizDb.close();
  api = await startContentServer({
    dbPath,
    mediaDir,
    port: 0,
    jwtSecret: 'quiz-test-jwt-secret-of-32-characters-x',
    securityDbPath: join(dir, 'security.db'),
    crmDbPath: join(dir, 'crm.db'),
    gameDbPath: join(dir, 'game.db'),
    outboxDir: join(dir, 'outbox'),
    quizDbPath,
    quizQueue: queue,
    serviceToken: 'svc',
    log: () => {},
  });
});
afterAll(async () => {
  open();
  await api?.close();
});

const quizCall = () =>
  fetch(`${api.url}${QUIZ_API_PREFIX}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify({ query: HEAVIEST_ALLOWED_QUERY, variables: { quizId } }),
  });

it('answers the version poll while quiz calls are held, and turns the quiz calls beyond the queue away with 503', async () => {
  // One running (held at its turn) and WAITING behind it: every one the heaviest document the limits allow.
  const held = Array.from({ length: WAITING + 1 }, quizCall);
  // A ceiling against a hang only, under the test's own.
  await expect.poll(() => queue.size, { timeout: 20_000 }).toBe(WAITING + 1);

  const turnedAway = await quizCall();
  expect(turnedAway.status).toBe(503);
  expect(turnedAway.headers.get('retry-after')).toBe('1');
  expect(((await turnedAway.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(QUIZ_ERRORS.busy);

  const poll = await fetch(`${api.url}/api/articles/${encodeURIComponent(slug)}/version`);
  expect(poll.status).toBe(200);
  expect(((await poll.json()) as { v: number }).v).toBeGreaterThan(0);
  expect(queue.size).toBe(WAITING + 1);

  // Their turn comes: each held call is answered in full.
  open();
  for (const res of await Promise.all(held)) {
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Record<string, { questions: unknown[] }>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(Object.keys(body.data)).toHaveLength(QUIZ_LIMITS.document.aliases);
  }
  expect(queue.size).toBe(0);
});
