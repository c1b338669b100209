// The quiz service (specialised-features.md §3, §7): GraphQL over HTTP at `POST /api/quiz/` (graphql-http, a
// spec-compliant server) with the query of a quiz and the reader's answers by quizId and the mutation
// addOrUpdateAnswers, and `POST /api/functions/get-quiz-token`, which answers a bearer token as text for the
// browser's anonymous identity (a cookie kept a year, sent only to that call). The request's envelope and the
// mutation's arguments each go through one zod schema; a refusal is 400 (naming the field in Hungarian), 401
// without a valid token, 404 for no such quiz, 429 for a flood, never 500, and nothing is stored then. A call
// is read, checked against the quiz's limits (limits.ts: a document over them is refused before it runs) and
// answered when its turn comes (../turnQueue.ts), one at a time, so the content API's calls on this listener go
// between any two; with the queue full it is answered 503 at once (D-309).
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { GraphQLError, buildSchema, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/fetch';
import { z } from 'zod';
import {
  QUIZ_API_PREFIX,
  QUIZ_COOKIE,
  QUIZ_COOKIE_MAX_AGE_S,
  QUIZ_ERRORS,
  QUIZ_LIMITS,
  QUIZ_TOKEN_PATH,
  answersRefusal,
  quizIdOf,
  quizView,
  type QuizField,
  type UserAnswer,
} from '../../domain/quiz';
import { memoryLimiters, type Limiter, type Limiters } from '../rateLimit';
import { TurnQueue } from '../turnQueue';
import { isProduction } from '../../config/secrets';
import { parseWithinLimits, quizValidationRules } from './limits';
import { TOKEN_SYNTAX, hashToken, newToken } from '../crm/tokens';
import { clientOf } from '../crm/app';
import { QuizStore, type Db } from './store';

export const QUIZ_SDL = /* GraphQL */ `
  type Query {
    "The quiz; null when the id is not exactly 24 characters or names no quiz."
    quiz(quizId: ID!): Quiz
    "The answers of the token's reader; null without a valid token."
    userAnswers(quizId: ID!): [UserAnswer!]
  }
  type Mutation {
    "Stores (or replaces) the token's reader's answers and answers the quiz with its new results."
    addOrUpdateAnswers(quizId: ID!, answers: [UserAnswerInput!]!): Quiz!
  }
  type Quiz {
    _id: ID!
    complex: Boolean!
    questions: [Question!]!
  }
  type Question {
    _id: ID!
    question: String!
    displayAs: String!
    image: String
    description: String
    activeTo: String
    rightAnswer: RightAnswer
    options: [Option!]!
    answers: [Answer!]!
  }
  type RightAnswer {
    value: ID!
  }
  type Option {
    _id: ID!
    title: String!
  }
  type Answer {
    _id: ID!
    title: String!
    image: String
    answerCount: Int!
    sum: Int!
    average: Float!
    description: String
  }
  type UserAnswer {
    questionId: ID!
    responses: [Response!]!
  }
  type Response {
    answerId: ID!
    optionId: ID!
  }
  input UserAnswerInput {
    questionId: ID!
    responses: [ResponseInput!]!
  }
  input ResponseInput {
    optionId: ID!
    answerId: ID
  }
`;

const schema = buildSchema(QUIZ_SDL);

// The page and the island send the same few documents: each is parsed and validated once, not on every call
// (that was most of a call's cost: bench/content.ts "quiz query"). Bounded: a client cannot fill memory.
const PARSED_MAX = 64;
const parsed = new Map<string, DocumentNode>();
const parseOnce: typeof parseWithinLimits = (source, options) => {
  if (typeof source !== 'string') return parseWithinLimits(source, options);
  let doc = parsed.get(source);
  if (!doc) {
    doc = parseWithinLimits(source, options);
    if (parsed.size >= PARSED_MAX) parsed.clear();
    parsed.set(source, doc);
  }
  return doc;
};
// One app's rules are the same for every call (introspection is decided when it starts): a document valid once
// stays valid.
const validatingOnce =
  (valid: WeakSet<DocumentNode>): typeof validate =>
  (s, doc, rules, options, typeInfo) => {
    if (s === schema && valid.has(doc)) return [];
    const errors = validate(s, doc, rules, options, typeInfo);
    if (errors.length === 0 && s === schema) valid.add(doc);
    return errors;
  };

/** The HTTP request's one schema: a GraphQL request in a small JSON object. */
export const GraphQLRequestBody = z.object({
  query: z.string().min(1).max(QUIZ_LIMITS.bodyBytes),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(100).nullish(),
  extensions: z.record(z.string(), z.unknown()).nullish(),
});

const Id = z.string().length(QUIZ_LIMITS.idChars);

/** The mutation's one schema: one response (an option) per question, each question once. */
export const AnswersArgs = z.object({
  quizId: z.string(),
  answers: z
    .array(z.object({ questionId: Id, responses: z.array(z.object({ optionId: Id, answerId: Id.nullish() })).length(1) }))
    .min(1)
    .max(QUIZ_LIMITS.questions)
    .refine((a) => new Set(a.map((x) => x.questionId)).size === a.length),
});

export interface QuizAppOptions {
  db: Db;
  log?: (line: string) => void;
  now?: () => number;
  /** Where the attempt limits count (D-406); default each in this process's memory. */
  limiters?: Limiters;
  /** Whether the schema may be read by introspection; default outside production only. */
  introspection?: boolean;
  /** Where the calls wait for their turn; default one with room for QUIZ_LIMITS.waiting (tests: one whose turns they hold). */
  queue?: TurnQueue;
}

type QuizContext = {
  /** The reader behind the bearer token, or null. */
  identity: string | null;
  client: string;
};

const refusal = (key: keyof typeof QUIZ_ERRORS, status: 400 | 401 | 404 | 429, field?: QuizField) =>
  new GraphQLError(QUIZ_ERRORS[key], { extensions: { code: key, status, ...(field ? { field } : {}) } });

function bearer(header: string | undefined): string | null {
  const m = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header ?? '');
  return m ? m[1]! : null;
}

/** What the calls share: the store, the clock, the two rate limits. */
interface Quiz {
  store: QuizStore;
  now: () => number;
  answersLimit: Limiter;
  tokensLimit: Limiter;
}

export function createQuizApp(opts: QuizAppOptions): Hono {
  const now = opts.now ?? Date.now;
  const limiters = opts.limiters ?? memoryLimiters;
  const quiz: Quiz = {
    store: new QuizStore(opts.db),
    now,
    answersLimit: limiters('quiz-answers-per-client', { ...QUIZ_LIMITS.answersPerClient, now }),
    tokensLimit: limiters('quiz-tokens-per-client', { ...QUIZ_LIMITS.tokensPerClient, now }),
  };
  const app = new Hono();
  graphqlCall(app, quiz, opts.queue ?? new TurnQueue({ waiting: QUIZ_LIMITS.waiting }), opts.introspection ?? !isProduction());
  tokenCall(app, quiz);
  return app;
}

/** A quiz as a reader sees it: its counts, and which questions they answered. */
function viewOf({ store, now }: Quiz, quizId: string, identity: string | null) {
  const quiz = store.quiz(quizId);
  if (!quiz) return null;
  const mine = identity ? store.answersOf(identity, quizId) : new Map<string, string>();
  return quizView(quiz, store.optionCounts(quizId), new Set(mine.keys()), now());
}

/** The schema's two queries and its one mutation. */
function resolvers(q: Quiz) {
  const { store, now, answersLimit } = q;
  const view = (quizId: string, identity: string | null) => viewOf(q, quizId, identity);
  return {
    quiz: ({ quizId }: { quizId: string }, ctx: QuizContext) => {
      const id = quizIdOf(quizId);
      return id ? view(id, ctx.identity) : null;
    },
    userAnswers: ({ quizId }: { quizId: string }, ctx: QuizContext): UserAnswer[] | null => {
      const id = quizIdOf(quizId);
      if (!id || !ctx.identity) return null;
      return [...store.answersOf(ctx.identity, id)].map(([questionId, optionId]) => ({ questionId, responses: [{ answerId: optionId, optionId }] }));
    },
    addOrUpdateAnswers: async (args: unknown, ctx: QuizContext) => {
      if (!ctx.identity) throw refusal('token', 401, 'token');
      if ((await answersLimit.attempt(ctx.client)) !== null) throw refusal('tooMany', 429);
      const parsed = AnswersArgs.safeParse(args);
      if (!parsed.success) {
        if (parsed.error.issues.some((i) => i.path[0] === 'quizId')) throw refusal('quizId', 404, 'quizId');
        throw refusal('answers', 400, 'answers');
      }
      const quizId = quizIdOf(parsed.data.quizId);
      const quiz = quizId ? store.quiz(quizId) : null;
      if (!quizId || !quiz) throw refusal('quizId', 404, 'quizId');
      const answers = parsed.data.answers.map((a) => ({ questionId: a.questionId, optionId: a.responses[0]!.optionId }));
      const why = answersRefusal(quiz, answers, now());
      if (why) throw refusal(why, 400, 'answers');
      store.record(ctx.identity, quizId, answers, now());
      return view(quizId, ctx.identity);
    },
  };
}

/** graphql-http over the resolvers; `clients`: the client's address by the request handed to it. */
function graphqlHandler(q: Quiz, clients: WeakMap<Request, string>, introspection: boolean) {
  const { store, now } = q;
  const rootValue = resolvers(q);
  return createHandler<QuizContext>({
    schema,
    rootValue,
    parse: parseOnce,
    validate: validatingOnce(new WeakSet()),
    validationRules: quizValidationRules(introspection),
    context: (req) => {
      const token = bearer(req.raw.headers.get('authorization') ?? undefined);
      const identity = token ? store.identityOfToken(hashToken(token), now()) : null;
      return { identity, client: clients.get(req.raw) ?? 'unknown' };
    },
    // A refused mutation has no data: its status is the refusal's (400/401/404/429) rather than 200, so a
    // client, a proxy and the access log see a refusal as one.
    onOperation: (_req, _args, result: ExecutionResult) => {
      const status = result.errors?.[0]?.extensions?.status;
      if (result.data === null && typeof status === 'number') {
        return [JSON.stringify(result), { status, statusText: 'Refused', headers: { 'content-type': 'application/json; charset=utf-8' } }] as const;
      }
    },
  });
}

const refuse = (c: Context, status: 400 | 405 | 413 | 503, field: QuizField | null, message: string, headers: Record<string, string> = {}) =>
  c.json({ errors: [{ message, extensions: { status, ...(field ? { field } : {}) } }] }, status, { 'cache-control': 'no-store', ...headers });

/** POST /graphql: the body read within its limit, then checked and run in its turn of the queue. */
function graphqlCall(app: Hono, q: Quiz, queue: TurnQueue, introspection: boolean): void {
  // The client's address for the rate limit, by the request graphql-http hands our context as `raw`.
  const clients = new WeakMap<Request, string>();
  const graphql = graphqlHandler(q, clients, introspection);

  /** The call once its body is read: checked, then run by graphql-http. */
  const answer = async (c: Context, text: string): Promise<Response> => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    if (!GraphQLRequestBody.safeParse(value).success || !(c.req.header('content-type') ?? '').startsWith('application/json')) {
      return refuse(c, 400, 'body', QUIZ_ERRORS.body);
    }
    const req = new Request(c.req.url, { method: 'POST', headers: c.req.raw.headers, body: text });
    clients.set(req, clientOf(c));
    const res = await graphql(req);
    const out = new Response(res.body, res);
    out.headers.set('cache-control', 'no-store');
    return out;
  };

  app.all(QUIZ_API_PREFIX, async (c) => {
    if (c.req.method !== 'POST') {
      c.header('allow', 'POST');
      return refuse(c, 405, null, QUIZ_ERRORS.body);
    }
    if (Number(c.req.header('content-length') ?? 0) > QUIZ_LIMITS.bodyBytes * 2) return refuse(c, 413, 'body', QUIZ_ERRORS.body);
    const text = await c.req.text();
    if (text.length > QUIZ_LIMITS.bodyBytes * 2) return refuse(c, 413, 'body', QUIZ_ERRORS.body);
    // Everything after the read is work on the loop the content API shares: it waits for its turn. Checking the
    // document at once instead let a flood of refused ones take the loop as the old probe did (D-309). The
    // queue drains in milliseconds: after a 503, a second is room enough.
    return queue.run(() => answer(c, text)) ?? refuse(c, 503, null, QUIZ_ERRORS.busy, { 'retry-after': '1' });
  });
}

/** POST the token path: a quiz token for the browser's long-lived quiz cookie. */
function tokenCall(app: Hono, { store, now, tokensLimit }: Quiz): void {
  app.all(QUIZ_TOKEN_PATH, async (c) => {
    if (c.req.method !== 'POST') {
      c.header('allow', 'POST');
      return c.text(QUIZ_ERRORS.body, 405);
    }
    const wait = await tokensLimit.attempt(clientOf(c));
    if (wait) return c.text(QUIZ_ERRORS.tooMany, 429, { 'retry-after': String(wait) });
    let id = getCookie(c, QUIZ_COOKIE) ?? '';
    if (!TOKEN_SYNTAX.test(id)) id = newToken();
    // The cookie is renewed on every call: a year from the last visit that answered a quiz.
    setCookie(c, QUIZ_COOKIE, id, {
      path: QUIZ_TOKEN_PATH,
      maxAge: QUIZ_COOKIE_MAX_AGE_S,
      httpOnly: true,
      sameSite: 'Lax',
      secure: c.req.header('x-forwarded-proto') === 'https',
    });
    const token = newToken();
    store.issueToken(hashToken(token), hashToken(id), now());
    return c.text(token, 200, { 'cache-control': 'no-store' });
  });
}
