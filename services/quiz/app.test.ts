import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIZ_API_PREFIX, QUIZ_COOKIE, QUIZ_ERRORS, QUIZ_LIMITS, QUIZ_TOKEN_PATH, type Quiz, type QuizDefinition } from '../../domain/quiz';
import { QUIZ_PAGE_QUERY } from '../../pages/article/loadQuiz';
import { ISLAND_MUTATION, ISLAND_QUERY } from '../../components/Quiz/quiz';
import { createQuizApp } from './app';
import { createQuiz } from './create';
import { QuizStore, openQuizDb, type Db } from './store';
import { HEAVIEST_ALLOWED_QUERY, INTROSPECTION_QUERY, OVER_ALIASED_QUERY, OVER_COST_QUERY, OVER_DEEP_QUERY, PROBE_QUERY } from './testing';

const T0 = Date.UTC(2026, 10, 26, 10, 0, 0);
let db: Db;
let clock: { now: number };
let app: ReturnType<typeof createQuizApp>;
let quiz: QuizDefinition;

beforeEach(() => {
  db = openQuizDb(':memory:');
  clock = { now: T0 };
  app = createQuizApp({ db, now: () => clock.now });
  quiz = createQuiz(
    new QuizStore(db),
    {
      complex: true,
      questions: [
        { question: 'Melyik a legnagyobb magyar tó?', options: [{ title: 'Balaton' }, { title: 'Velencei-tó' }, { title: 'Tisza-tó' }], right: 0 },
        { question: 'Lezárt kérdés?', activeTo: new Date(T0 - 1000).toISOString(), options: [{ title: 'Igen' }, { title: 'Nem' }], right: 1 },
      ],
    },
    T0,
  );
});
afterEach(() => db.close());

let ip = 0;
async function tokenFor(cookie?: string): Promise<{ token: string; cookie: string }> {
  const res = await app.request(QUIZ_TOKEN_PATH, { method: 'POST', headers: { 'x-forwarded-for': `10.0.0.${++ip % 250}`, ...(cookie ? { cookie } : {}) } });
  expect(res.status).toBe(200);
  const set = res.headers.get('set-cookie') ?? '';
  return { token: await res.text(), cookie: /^[^;]+/.exec(set)![0] };
}

const QUERY = `query Q($quizId: ID!) { quiz(quizId: $quizId) { _id complex questions { _id question activeTo rightAnswer { value } options { _id title } answers { _id answerCount sum average } } } userAnswers(quizId: $quizId) { questionId responses { answerId optionId } } }`;
const MUTATION = `mutation M($quizId: ID!, $answers: [UserAnswerInput!]!) { addOrUpdateAnswers(quizId: $quizId, answers: $answers) { questions { _id rightAnswer { value } answers { _id answerCount sum average } } } }`;

const gql = (body: unknown, token?: string, headers: Record<string, string> = {}) =>
  app.request(QUIZ_API_PREFIX, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

type Answer = { quiz: Quiz | null; userAnswers: unknown };
const answer = (quizId: string, questionId: string, optionId: string) => ({ quizId, answers: [{ questionId, responses: [{ optionId }] }] });
const responses = () => db.prepare('SELECT count(*) AS n FROM responses').get() as { n: number };

describe('POST /api/functions/get-quiz-token', () => {
  it('gives a token and an identity cookie for a year, sent only to the token call; the same cookie keeps the identity', async () => {
    const res = await app.request(QUIZ_TOKEN_PATH, { method: 'POST' });
    expect(res.status).toBe(200);
    const token = await res.text();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const set = res.headers.get('set-cookie')!;
    expect(set).toContain(`${QUIZ_COOKIE}=`);
    expect(set).toContain('Max-Age=31536000');
    expect(set).toContain(`Path=${QUIZ_TOKEN_PATH}`);
    expect(set).toContain('HttpOnly');
    const cookie = /^[^;]+/.exec(set)![0];
    const q = quiz.questions[0]!;
    const first = await tokenFor(cookie);
    expect((await gql({ query: MUTATION, variables: answer(quiz._id, q._id, q.options[1]!._id) }, first.token)).status).toBe(200);
    // Another token of the same browser sees the answer; another browser does not.
    const again = await tokenFor(cookie);
    expect(again.cookie).toBe(cookie);
    const mine = (await (await gql({ query: QUERY, variables: { quizId: quiz._id } }, again.token)).json()) as { data: Answer };
    expect(mine.data.userAnswers).toEqual([{ questionId: q._id, responses: [{ answerId: q.options[1]!._id, optionId: q.options[1]!._id }] }]);
    const other = await tokenFor();
    const theirs = (await (await gql({ query: QUERY, variables: { quizId: quiz._id } }, other.token)).json()) as { data: Answer };
    expect(theirs.data.userAnswers).toEqual([]);
  });

  it('answers only POST, and refuses a flood with 429', async () => {
    expect((await app.request(QUIZ_TOKEN_PATH)).status).toBe(405);
    for (let i = 0; i < QUIZ_LIMITS.tokensPerClient.limit; i++) {
      expect((await app.request(QUIZ_TOKEN_PATH, { method: 'POST', headers: { 'x-forwarded-for': '10.9.9.9' } })).status).toBe(200);
    }
    const res = await app.request(QUIZ_TOKEN_PATH, { method: 'POST', headers: { 'x-forwarded-for': '10.9.9.9' } });
    expect(res.status).toBe(429);
    expect(await res.text()).toBe(QUIZ_ERRORS.tooMany);
  });
});

describe('the quiz GraphQL', () => {
  it('answers the quiz without a token: results, no user answers, the closed question’s right answer only', async () => {
    const res = await gql({ query: QUERY, variables: { quizId: quiz._id } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Answer };
    expect(data.userAnswers).toBeNull();
    expect(data.quiz!._id).toBe(quiz._id);
    expect(data.quiz!.questions[0]!.options.map((o) => o.title)).toEqual(['Balaton', 'Velencei-tó', 'Tisza-tó']);
    expect(data.quiz!.questions[0]!.rightAnswer).toBeNull();
    expect(data.quiz!.questions[1]!.rightAnswer).toEqual({ value: quiz.questions[1]!.rightAnswer });
  });

  it('treats an id that is not exactly 24 characters as absent (§5)', async () => {
    for (const quizId of [quiz._id.slice(1), `${quiz._id}x`, 'x'.repeat(24)]) {
      const { data } = (await (await gql({ query: QUERY, variables: { quizId } })).json()) as { data: Answer };
      expect(data.quiz).toBeNull();
    }
  });

  it('shares the counts of two readers in percent to one decimal; answering again replaces the answer', async () => {
    const q = quiz.questions[0]!;
    const [a, b, c] = [await tokenFor(), await tokenFor(), await tokenFor()];
    await gql({ query: MUTATION, variables: answer(quiz._id, q._id, q.options[0]!._id) }, a.token);
    await gql({ query: MUTATION, variables: answer(quiz._id, q._id, q.options[1]!._id) }, b.token);
    const res = await gql({ query: MUTATION, variables: answer(quiz._id, q._id, q.options[1]!._id) }, c.token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { addOrUpdateAnswers: Quiz } };
    const results = body.data.addOrUpdateAnswers.questions[0]!;
    expect(results.answers.map((x) => [x.answerCount, x.sum, x.average])).toEqual([
      [1, 3, 33.3],
      [2, 3, 66.7],
      [0, 3, 0],
    ]);
    // The reader answered: the right answer shows.
    expect(results.rightAnswer).toEqual({ value: q.options[0]!._id });
    const changed = (await (await gql({ query: MUTATION, variables: answer(quiz._id, q._id, q.options[0]!._id) }, c.token)).json()) as {
      data: { addOrUpdateAnswers: Quiz };
    };
    expect(changed.data.addOrUpdateAnswers.questions[0]!.answers.map((x) => x.answerCount)).toEqual([2, 1, 0]);
    expect(responses().n).toBe(3);
  });

  it('refuses in Hungarian, with the status and the field, and stores nothing', async () => {
    const q = quiz.questions[0]!;
    const closed = quiz.questions[1]!;
    const { token } = await tokenFor();
    const cases: [unknown, string | undefined, number, string, string | undefined][] = [
      [{ query: MUTATION, variables: answer(quiz._id, q._id, q.options[0]!._id) }, undefined, 401, QUIZ_ERRORS.token, 'token'],
      [{ query: MUTATION, variables: answer(quiz._id, q._id, q.options[0]!._id) }, 'x'.repeat(43), 401, QUIZ_ERRORS.token, 'token'],
      [{ query: MUTATION, variables: answer('a'.repeat(24), q._id, q.options[0]!._id) }, token, 404, QUIZ_ERRORS.quizId, 'quizId'],
      [{ query: MUTATION, variables: answer(quiz._id.slice(2), q._id, q.options[0]!._id) }, token, 404, QUIZ_ERRORS.quizId, 'quizId'],
      [{ query: MUTATION, variables: answer(quiz._id, q._id, closed.options[0]!._id) }, token, 400, QUIZ_ERRORS.option, 'answers'],
      [{ query: MUTATION, variables: answer(quiz._id, 'b'.repeat(24), q.options[0]!._id) }, token, 400, QUIZ_ERRORS.question, 'answers'],
      [{ query: MUTATION, variables: answer(quiz._id, closed._id, closed.options[0]!._id) }, token, 400, QUIZ_ERRORS.closed, 'answers'],
      [{ query: MUTATION, variables: { quizId: quiz._id, answers: [] } }, token, 400, QUIZ_ERRORS.answers, 'answers'],
      [
        {
          query: MUTATION,
          variables: { quizId: quiz._id, answers: [{ questionId: q._id, responses: [{ optionId: q.options[0]!._id }, { optionId: q.options[1]!._id }] }] },
        },
        token,
        400,
        QUIZ_ERRORS.answers,
        'answers',
      ],
      ['not json', token, 400, QUIZ_ERRORS.body, 'body'],
      [{ variables: {} }, token, 400, QUIZ_ERRORS.body, 'body'],
      [{ query: 'x'.repeat(QUIZ_LIMITS.bodyBytes + 1) }, token, 400, QUIZ_ERRORS.body, 'body'],
    ];
    for (const [body, bearer, status, message, field] of cases) {
      const res = await gql(body, bearer);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(status);
      const json = (await res.json()) as { errors: { message: string; extensions: { field?: string } }[] };
      expect(json.errors[0]!.message).toBe(message);
      expect(json.errors[0]!.extensions.field).toBe(field);
    }
    expect(responses().n).toBe(0);
  });

  it('answers GraphQL syntax errors with 400 (graphql-http), and no GET', async () => {
    expect((await gql({ query: '{ quiz(' })).status).toBe(400);
    expect((await app.request(QUIZ_API_PREFIX)).status).toBe(405);
  });

  it('refuses a flood of answers with 429', async () => {
    const q = quiz.questions[0]!;
    const { token } = await tokenFor();
    const headers = { 'x-forwarded-for': '10.1.1.1' };
    for (let i = 0; i < QUIZ_LIMITS.answersPerClient.limit; i++) {
      expect((await gql({ query: MUTATION, variables: answer(quiz._id, q._id, q.options[i % 3]!._id) }, token, headers)).status).toBe(200);
    }
    const res = await gql({ query: MUTATION, variables: answer(quiz._id, q._id, q.options[0]!._id) }, token, headers);
    expect(res.status).toBe(429);
    clock.now += QUIZ_LIMITS.answersPerClient.windowMs;
    expect((await gql({ query: MUTATION, variables: answer(quiz._id, q._id, q.options[0]!._id) }, token, headers)).status).toBe(200);
  });
});

describe('the quiz GraphQL’s limits (D-309)', () => {
  type Body = { data?: unknown; errors?: { message: string }[] };

  it('answers what the article page and the island send, and the heaviest document the limits allow', async () => {
    const q = quiz.questions[0]!;
    const { token } = await tokenFor();
    const calls: [string, Record<string, unknown>][] = [
      [QUIZ_PAGE_QUERY, { quizId: quiz._id }],
      [ISLAND_QUERY, { quizId: quiz._id }],
      [ISLAND_MUTATION, answer(quiz._id, q._id, q.options[0]!._id)],
      [HEAVIEST_ALLOWED_QUERY, { quizId: quiz._id }],
    ];
    for (const [query, variables] of calls) {
      const res = await gql({ query, variables }, token);
      const body = (await res.json()) as Body;
      expect(body.errors, query).toBeUndefined();
      expect(res.status).toBe(200);
    }
  });

  it('refuses the probe’s 5.7 KB aliased query, too many aliases, too deep and too costly with 400 and what was over', async () => {
    const cases: [string, string][] = [
      [PROBE_QUERY, 'Syntax Error: Token limit of 200 exceeded.'],
      [OVER_ALIASED_QUERY, 'Aliases limit of 5 exceeded, found 6.'],
      [OVER_DEEP_QUERY, 'Query depth limit of 6 exceeded, found 8.'],
      [OVER_COST_QUERY, 'Query Cost limit of 150 exceeded, found 206.25.'],
    ];
    for (const [query, message] of cases) {
      const res = await gql({ query, variables: query.includes('$quizId') ? { quizId: quiz._id } : {} });
      expect(res.status, message).toBe(400);
      const body = (await res.json()) as Body;
      expect(body.data).toBeUndefined();
      expect(body.errors!.map((e) => e.message)).toEqual([message]);
    }
  });

  it('answers introspection outside production only', async () => {
    const open = (await (await gql({ query: INTROSPECTION_QUERY })).json()) as { data: { __schema: { queryType: { name: string } } } };
    expect(open.data.__schema.queryType.name).toBe('Query');
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const res = await createQuizApp({ db }).request(QUIZ_API_PREFIX, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query: INTROSPECTION_QUERY }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as Body;
      expect(body.data).toBeUndefined();
      expect(body.errors![0]!.message).toBe('GraphQL introspection has been disabled, but the requested query contained the field "__schema".');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
