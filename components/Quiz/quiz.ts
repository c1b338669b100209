// The quiz in the browser (components/Quiz's island, started without React when the quiz nears the viewport):
// a bearer token for this browser's anonymous identity from the token call, the quiz and the reader's answers
// by one GraphQL query, the options enabled where the reader has not answered and the question is open, an
// answer sent by the mutation, the shared results shown in percent, and the local answer record kept in
// localStorage. With componentSetup.refreshQuiz = 1 (as rendered, or as the shared data poll says since) the
// results are fetched again every 15 s on the page's one scheduler (paused with the tab hidden). All calls go to the site's own origin (the pass-through of D-247).
import {
  QUIZ_API_PREFIX,
  QUIZ_LOCAL_KEY,
  QUIZ_REFRESH_MS,
  QUIZ_TEXTS as T,
  QUIZ_TOKEN_PATH,
  formatPercent,
  parseLocalAnswers,
  questionClosed,
  type LocalAnswers,
  type Quiz,
  type UserAnswer,
} from '../../domain/quiz';
import { pageScheduler, type TaskHandle } from '../../live/scheduler';
import { dataOf, has } from '../../domain/dataAttributes';
import {
  QUIZ_ANSWER_ATTR,
  QUIZ_BAR_ATTR,
  QUIZ_MARK_ATTR,
  QUIZ_NOJS_ATTR,
  QUIZ_OPTIONS_ATTR,
  QUIZ_OPTION_ATTR,
  QUIZ_PERCENT_ATTR,
  QUIZ_QUESTION_ATTR,
  QUIZ_QUIZ_ATTR,
  QUIZ_RESULTS_ATTR,
  QUIZ_STATUS_ATTR,
} from './attrs';

const QUESTION = `_id activeTo rightAnswer { value } answers { _id answerCount sum average }`;
/** The island's documents (the service's limits are held to pass them: services/quiz/limits.test.ts). */
export const ISLAND_QUERY = `query Quiz($quizId: ID!) { quiz(quizId: $quizId) { questions { ${QUESTION} } } userAnswers(quizId: $quizId) { questionId responses { optionId } } }`;
export const ISLAND_MUTATION = `mutation Answer($quizId: ID!, $answers: [UserAnswerInput!]!) { addOrUpdateAnswers(quizId: $quizId, answers: $answers) { questions { ${QUESTION} } } }`;
const TOKEN_KEY = 'hirter:kviz-token';

type Results = Pick<Quiz, 'questions'>;
interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { status?: number } }[];
}

function readLocal(): LocalAnswers {
  try {
    return parseLocalAnswers(localStorage.getItem(QUIZ_LOCAL_KEY));
  } catch {
    return {};
  }
}

function writeLocal(quizId: string, answers: Record<string, string>): void {
  try {
    const all = readLocal();
    all[quizId] = { ...all[quizId], ...answers };
    localStorage.setItem(QUIZ_LOCAL_KEY, JSON.stringify(all));
  } catch {
    // Storage refused (private mode, full): the server still knows the answer.
  }
}

async function token(fresh: boolean): Promise<string | null> {
  if (!fresh) {
    const kept = sessionStorage.getItem(TOKEN_KEY);
    if (kept) return kept;
  }
  const res = await fetch(QUIZ_TOKEN_PATH, { method: 'POST', credentials: 'same-origin' });
  if (!res.ok) return null;
  const t = (await res.text()).trim();
  sessionStorage.setItem(TOKEN_KEY, t);
  return t;
}

/** One GraphQL call with the browser's token; a refused token is renewed once. */
async function graphql<D>(query: string, variables: Record<string, unknown>): Promise<GraphQLAnswer<D>> {
  for (const fresh of [false, true]) {
    const bearer = await token(fresh);
    const res = await fetch(QUIZ_API_PREFIX, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json().catch(() => ({ errors: [{ message: T.failed }] }))) as GraphQLAnswer<D>;
    if (res.status !== 401 || fresh) return body;
  }
  return { errors: [{ message: T.failed }] };
}

/** Draws one question: results when answered or closed, else its options enabled. */
function drawQuestion(el: HTMLElement, q: Results['questions'][number], mine: string | undefined): void {
  const closed = questionClosed(q, Date.now());
  const showResults = closed || mine !== undefined;
  const options = el.querySelector<HTMLElement>(`[${QUIZ_OPTIONS_ATTR}]`);
  if (options) {
    options.hidden = showResults;
    for (const b of options.querySelectorAll<HTMLButtonElement>(`[${QUIZ_OPTION_ATTR}]`)) b.disabled = showResults;
  }
  const results = el.querySelector<HTMLElement>(`[${QUIZ_RESULTS_ATTR}]`);
  if (!results) return;
  results.hidden = !showResults;
  if (!showResults) return;
  for (const a of q.answers) {
    const li = results.querySelector<HTMLElement>(has(QUIZ_ANSWER_ATTR, a._id));
    if (!li) continue;
    const marks = [mine === a._id ? T.yours : '', q.rightAnswer?.value === a._id ? T.right : ''].filter(Boolean);
    li.querySelector(`[${QUIZ_MARK_ATTR}]`)!.textContent = marks.length ? ` (${marks.join(', ')})` : '';
    li.querySelector(`[${QUIZ_PERCENT_ATTR}]`)!.textContent = formatPercent(a.average);
    li.querySelector<HTMLProgressElement>(`[${QUIZ_BAR_ATTR}]`)!.value = a.average;
  }
  const status = el.querySelector<HTMLElement>(`[${QUIZ_STATUS_ATTR}]`);
  const sum = q.answers[0]?.sum ?? 0;
  if (status && (closed || !status.textContent)) status.textContent = `${closed ? `${T.closed} ` : ''}${T.votes(sum)}.`;
}

export function startQuiz(box: HTMLElement, refresh: boolean): () => void {
  const quizId = dataOf(box, QUIZ_QUIZ_ATTR);
  if (!quizId) return () => {};
  box.querySelector<HTMLElement>(`[${QUIZ_NOJS_ATTR}]`)?.setAttribute('hidden', '');
  let latest: Results | null = null;
  const draw = (results: Results) => {
    latest = results;
    const mine = readLocal()[quizId] ?? {};
    for (const q of results.questions) {
      const el = box.querySelector<HTMLElement>(has(QUIZ_QUESTION_ATTR, q._id));
      if (el) drawQuestion(el, q, mine[q._id]);
    }
  };
  const load = async () => {
    const body = await graphql<{ quiz: Results | null; userAnswers: UserAnswer[] | null }>(ISLAND_QUERY, { quizId });
    if (!body.data?.quiz) throw new Error(body.errors?.[0]?.message ?? 'quiz: no data');
    // The server's record of this browser wins over the local one (another tab, a cleared storage).
    const server = Object.fromEntries((body.data.userAnswers ?? []).map((a) => [a.questionId, a.responses[0]?.optionId ?? '']));
    if (Object.keys(server).length) writeLocal(quizId, server);
    draw(body.data.quiz);
  };

  box.addEventListener('click', (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>(`[${QUIZ_OPTION_ATTR}]`);
    const question = button?.closest<HTMLElement>(`[${QUIZ_QUESTION_ATTR}]`);
    if (!button || !question || button.disabled) return;
    const questionId = dataOf(question, QUIZ_QUESTION_ATTR)!;
    const optionId = dataOf(button, QUIZ_OPTION_ATTR)!;
    const status = question.querySelector<HTMLElement>(`[${QUIZ_STATUS_ATTR}]`);
    // The pressed button is disabled, then hidden, and the focus would drop to <body>: it goes on to the results
    // the answer opens, or back to the button when the answer did not go through.
    const hadFocus = document.activeElement === button;
    const focusOn = (el: HTMLElement | null) => {
      if (!hadFocus || !el || el.hidden) return;
      if (!(el instanceof HTMLButtonElement)) el.tabIndex = -1;
      el.focus();
    };
    const results = question.querySelector<HTMLElement>(`[${QUIZ_RESULTS_ATTR}]`);
    for (const b of question.querySelectorAll<HTMLButtonElement>(`[${QUIZ_OPTION_ATTR}]`)) b.disabled = true;
    void graphql<{ addOrUpdateAnswers: Results }>(ISLAND_MUTATION, { quizId, answers: [{ questionId, responses: [{ optionId }] }] }).then(
      (body) => {
        if (body.data?.addOrUpdateAnswers) {
          writeLocal(quizId, { [questionId]: optionId });
          if (status) status.textContent = T.thanks;
          draw(body.data.addOrUpdateAnswers);
          return focusOn(results);
        }
        if (status) status.textContent = body.errors?.[0]?.message ?? T.failed;
        if (latest) draw(latest);
        else for (const b of question.querySelectorAll<HTMLButtonElement>(`[${QUIZ_OPTION_ATTR}]`)) b.disabled = false;
        focusOn(button.disabled ? results : button);
      },
      () => {
        if (status) status.textContent = T.failed;
        for (const b of question.querySelectorAll<HTMLButtonElement>(`[${QUIZ_OPTION_ATTR}]`)) b.disabled = false;
        focusOn(button);
      },
    );
  });

  // An unreachable service leaves the options as rendered, enabled: a click tries again.
  const loadOrEnable = () =>
    load().catch((err: unknown) => {
      if (!latest) for (const b of box.querySelectorAll<HTMLButtonElement>(`[${QUIZ_OPTION_ATTR}]`)) b.disabled = false;
      throw err;
    });
  let task: TaskHandle | null = null;
  const refreshing = (on: boolean, immediate = false) => {
    if (on && !task) task = pageScheduler().add({ name: `quiz:${quizId}`, intervalMs: QUIZ_REFRESH_MS, immediate, run: loadOrEnable });
    if (!on && task) {
      task.stop();
      task = null;
    }
  };
  if (refresh) refreshing(true, true);
  else loadOrEnable().catch(() => {});
  // The newsroom switches the refresh on or off during the day (`npm run editor -- common quiz-refresh on`): the
  // shared data carries the flag, so an open page follows it without a new render.
  let stopped = false;
  let unwatch = () => {};
  void import('../../live/sharedData')
    .then((m) => m.pageSharedData())
    .then((shared) => {
      if (!stopped) unwatch = shared.watch((c) => c.componentSetup && refreshing(c.componentSetup.refreshQuiz === '1'));
    });
  return () => {
    stopped = true;
    unwatch();
    refreshing(false);
  };
}

/** The island's start (renderer/islands.ts liveLoaders). */
export function mount(el: HTMLElement, props: { refresh?: boolean }): () => void {
  const box = el.querySelector<HTMLElement>(`[${QUIZ_QUIZ_ATTR}]`);
  return box ? startQuiz(box, props.refresh === true) : () => {};
}
