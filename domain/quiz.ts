// The quiz (specialised-features.md §3 entities, §5 "a quiz identifier must be exactly 24 characters", §7 the
// quiz service's GraphQL and its token call, §9 the 15 s refresh and the 1-year identity cookie): the calls'
// addresses, the rules the service, the page and the island share, and the refusals in the product's Hungarian
// (the spec leaves them open: decision D-247).

/** The quiz service's GraphQL endpoint (`POST /` of this path); the origin, the render server and nginx pass it through. */
export const QUIZ_API_PREFIX = '/api/quiz/';
/** The token call (§7): answers a bearer token as text for the browser's anonymous identity. */
export const QUIZ_TOKEN_PATH = '/api/functions/get-quiz-token';
/** What the origin, the render server and nginx pass to the quiz service (QUIZ_API_URL), by one rule. */
export const QUIZ_PASS_THROUGH = [QUIZ_API_PREFIX, QUIZ_TOKEN_PATH] as const;
/** The anonymous per-browser identity (§9: one year); sent only to the token call. */
export const QUIZ_COOKIE = 'kviz_azonosito';
/**
 * How they pass (domain/proxyRoutes.ts; server/proxy.ts readerProxy, prerender/nginx.ts): the identity cookie (the token call reads it) and the
 * bearer token (GraphQL), nothing else of the reader's; the 15 s refresh is a poll (POLL_TIMEOUT_MS).
 */
export const QUIZ_PROXY = { cookies: [QUIZ_COOKIE] as readonly string[], authorization: true, poll: true };
export const QUIZ_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** §9: the quiz is refreshed every 15 s when the component setup says refreshQuiz = 1. */
export const QUIZ_REFRESH_MS = 15_000;
/** localStorage key of the local answer record (§3 "Local answer record: quizId with answers"). */
export const QUIZ_LOCAL_KEY = 'hirter:kviz';

export const QUIZ_LIMITS = {
  /** §5. Questions' and options' ids are the same length (the service makes them). */
  idChars: 24,
  /** A token is good for a day; the page asks a new one on its next visit. */
  tokenTtlMs: 24 * 3600_000,
  /** Answers from one client: 60 in ten minutes; tokens: 30 in ten minutes. */
  answersPerClient: { limit: 60, windowMs: 10 * 60_000 },
  tokensPerClient: { limit: 30, windowMs: 10 * 60_000 },
  /** The GraphQL request's JSON body. */
  bodyBytes: 8192,
  /**
   * What one GraphQL document may ask (D-309): the page's, the island's query and its mutation have at most 50
   * tokens, depth 4, no alias and a cost of 68.75 (graphql-armor's: an object 2, a field 1, ×1.5 a level down).
   */
  document: { tokens: 200, depth: 6, aliases: 5, cost: 150 },
  /** Quiz calls that may wait for their turn behind the running one; one more is answered 503 (D-309). */
  waiting: 64,
  questions: 50,
  options: 12,
  textChars: 500,
} as const;

export type QuizDisplay = 'list' | 'grid';
export const QUIZ_DISPLAYS: readonly QuizDisplay[] = ['list', 'grid'];

export interface QuizOption {
  _id: string;
  title: string;
}

/** An option's result: who chose it out of everyone who answered the question. */
export interface QuizAnswer {
  _id: string;
  title: string;
  image: string | null;
  answerCount: number;
  /** Everyone who answered the question. */
  sum: number;
  /** answerCount / sum in percent, one decimal (percentOf). */
  average: number;
  description: string | null;
}

export interface QuizQuestion {
  _id: string;
  question: string;
  displayAs: QuizDisplay;
  image: string | null;
  description: string | null;
  /** ISO time after which the question takes no answers and shows its results only; null: open for good. */
  activeTo: string | null;
  /** The right option of a complex quiz, shown once the reader answered or the question closed; else null. */
  rightAnswer: { value: string } | null;
  options: QuizOption[];
  answers: QuizAnswer[];
}

export interface Quiz {
  _id: string;
  /** A knowledge quiz with right answers; false: a poll. */
  complex: boolean;
  questions: QuizQuestion[];
}

export interface UserAnswer {
  questionId: string;
  responses: { answerId: string; optionId: string }[];
}

/** §5: anything but exactly 24 characters is no quiz id at all. */
export function quizIdOf(value: unknown): string | null {
  return typeof value === 'string' && value.length === QUIZ_LIMITS.idChars ? value : null;
}

/** Whether a question's time is over (its activeTo passed): it takes no answers and shows results only. */
export function questionClosed(q: Pick<QuizQuestion, 'activeTo'>, nowMs: number): boolean {
  if (q.activeTo === null) return false;
  const t = Date.parse(q.activeTo);
  return Number.isFinite(t) && nowMs >= t;
}

/** A share in percent rounded to one decimal; 0 when nobody answered. */
export function percentOf(count: number, sum: number): number {
  if (sum <= 0) return 0;
  return Math.round((count / sum) * 1000) / 10;
}

/** '33,3%': the Hungarian decimal comma. */
export function formatPercent(p: number): string {
  return `${p.toFixed(1).replace('.', ',')}%`;
}

/** The right answer is shown only to a reader who answered the question, or once it closed (else it would give the quiz away). */
export function revealRightAnswer(answered: boolean, closed: boolean): boolean {
  return answered || closed;
}

/** An option's results from the counts per option (options nobody chose count 0). */
export function answersOf(
  options: readonly { _id: string; title: string; image?: string | null; description?: string | null }[],
  counts: ReadonlyMap<string, number>,
): QuizAnswer[] {
  const sum = options.reduce((n, o) => n + (counts.get(o._id) ?? 0), 0);
  return options.map((o) => {
    const answerCount = counts.get(o._id) ?? 0;
    return { _id: o._id, title: o.title, image: o.image ?? null, answerCount, sum, average: percentOf(answerCount, sum), description: o.description ?? null };
  });
}

/** The local answer record (§3): the option the reader chose per question, by quiz. */
export type LocalAnswers = Record<string, Record<string, string>>;

/** The record read back from storage; anything malformed is an empty record. */
export function parseLocalAnswers(raw: string | null): LocalAnswers {
  if (!raw) return {};
  try {
    const v = JSON.parse(raw) as unknown;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
    const out: LocalAnswers = {};
    for (const [quiz, answers] of Object.entries(v)) {
      if (quizIdOf(quiz) === null || typeof answers !== 'object' || answers === null) continue;
      out[quiz] = Object.fromEntries(Object.entries(answers as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
    }
    return out;
  } catch {
    return {};
  }
}

/** The field a refusal names, and what the reader reads. */
export type QuizField = 'quizId' | 'answers' | 'body' | 'token';

export const QUIZ_ERRORS = {
  quizId: 'Nincs ilyen kvíz.',
  answers: 'Minden válasz egy kérdés azonosítója és pontosan egy választott lehetőség.',
  question: 'A válasz olyan kérdésre szól, amely nincs ebben a kvízben.',
  option: 'A választott lehetőség nem tartozik a kérdéshez.',
  closed: 'Ez a kérdés már lezárult: válasz nem adható rá, csak az eredménye látható.',
  body: 'A kérés egy GraphQL-kérés JSON-objektumban: query, és ha kell, variables.',
  token: 'Hiányzik vagy lejárt a kvíz tokenje: kérjen újat.',
  tooMany: 'Túl sok kérés érkezett a kvízhez. Kérjük, próbálja újra később.',
  busy: 'A kvíz most túl sok kérést kap. Kérjük, próbálja újra néhány másodperc múlva.',
} as const;

/** What the widget says. */
export const QUIZ_TEXTS = {
  label: 'Kvíz',
  send: 'Szavazok',
  results: 'Eredmények',
  closed: 'A szavazás lezárult.',
  noJs: 'A válaszadáshoz JavaScript szükséges.',
  votes: (n: number) => `${n} válasz`,
  right: 'Helyes válasz',
  yours: 'Az Ön válasza',
  failed: 'A választ nem sikerült elküldeni. Kérjük, próbálja újra.',
  thanks: 'Köszönjük a válaszát!',
} as const;

/** The body marker that embeds a quiz in an article: a paragraph holding only `[kviz:<id>]`. */
const MARKER = /<p\b[^>]*>\s*\[kv[ií]z:\s*([^\]\s<]*)\s*\]\s*<\/p>/i;

export interface QuizEmbed {
  before: string;
  /** The marker's id when it is a quiz id (§5), else null: the paragraph then shows nothing. */
  quizId: string | null;
  after: string;
}

/** The first quiz marker of body HTML, split out; null when the body has none. */
export function quizEmbed(html: string): QuizEmbed | null {
  const m = MARKER.exec(html);
  if (!m) return null;
  return { before: html.slice(0, m.index), quizId: quizIdOf(m[1]), after: html.slice(m.index + m[0].length) };
}

/** Body HTML without the marker paragraphs of `quizId`: the edit that takes a removed quiz out of its article. */
export function withoutQuizMarker(html: string, quizId: string): string {
  const every = new RegExp(MARKER.source, 'gi');
  return html.replace(every, (marker, id: string) => (quizIdOf(id) === quizId ? '' : marker));
}

/** The marker paragraph an editor (or the seed) puts in a body. */
export function quizMarker(quizId: string): string {
  return `<p>[kviz:${quizId}]</p>`;
}

/** A quiz as the service stores it: the options carry their result texts; times are ISO. */
export interface QuizDefinition {
  _id: string;
  complex: boolean;
  questions: (Omit<QuizQuestion, 'rightAnswer' | 'options' | 'answers'> & {
    /** The right option's id (complex quizzes), else null. */
    rightAnswer: string | null;
    options: { _id: string; title: string; image: string | null; description: string | null }[];
  })[];
}

/** Why answers to a quiz are refused (the key of QUIZ_ERRORS), or null when every one may be stored. */
export function answersRefusal(
  quiz: QuizDefinition,
  answers: readonly { questionId: string; optionId: string }[],
  nowMs: number,
): 'question' | 'option' | 'closed' | null {
  for (const a of answers) {
    const q = quiz.questions.find((x) => x._id === a.questionId);
    if (!q) return 'question';
    if (!q.options.some((o) => o._id === a.optionId)) return 'option';
    if (questionClosed(q, nowMs)) return 'closed';
  }
  return null;
}

/** The quiz as a reader sees it: results counted, the right answer only where revealRightAnswer allows. */
export function quizView(quiz: QuizDefinition, counts: ReadonlyMap<string, number>, answered: ReadonlySet<string>, nowMs: number): Quiz {
  return {
    _id: quiz._id,
    complex: quiz.complex,
    questions: quiz.questions.map((q) => ({
      _id: q._id,
      question: q.question,
      displayAs: q.displayAs,
      image: q.image,
      description: q.description,
      activeTo: q.activeTo,
      rightAnswer: q.rightAnswer && revealRightAnswer(answered.has(q._id), questionClosed(q, nowMs)) ? { value: q.rightAnswer } : null,
      options: q.options.map((o) => ({ _id: o._id, title: o.title })),
      answers: answersOf(q.options, counts),
    })),
  };
}
