// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QUIZ_LOCAL_KEY, QUIZ_REFRESH_MS, QUIZ_TEXTS, quizView, type QuizDefinition } from '../../domain/quiz';
import { createQuizApp } from '../../services/quiz/app';
import { createQuiz } from '../../services/quiz/create';
import { QuizStore, openQuizDb, type Db } from '../../services/quiz/store';
import type { PollTask } from '../../live/scheduler';
import { QuizBox, QuizView } from './Quiz';
import { mount } from './quiz';

const tasks = vi.hoisted(() => [] as PollTask[]);
vi.mock('../../live/scheduler', () => ({
  pageScheduler: () => ({
    add: (task: PollTask) => {
      tasks.push(task);
      return { stop: () => tasks.splice(tasks.indexOf(task), 1), stopped: false };
    },
  }),
}));

/** The shared data poll as the quiz sees it: its listeners, called by a test as an answer would. */
const sharedListeners = vi.hoisted(() => new Set<(c: { componentSetup?: { refreshQuiz: string } }) => void>());
vi.mock('../../live/sharedData', () => ({
  pageSharedData: async () => ({
    watch: (l: (c: unknown) => void) => {
      sharedListeners.add(l);
      return () => sharedListeners.delete(l);
    },
  }),
}));
const sharedSays = (refreshQuiz: string) => sharedListeners.forEach((l) => l({ componentSetup: { refreshQuiz } }));

const NOW = Date.now();
let db: Db;
let store: QuizStore;
let def: QuizDefinition;

beforeEach(() => {
  db = openQuizDb(':memory:');
  store = new QuizStore(db);
  def = createQuiz(
    store,
    {
      questions: [
        { question: 'Hova menne nyaralni?', options: [{ title: 'Balaton' }, { title: 'Tenger' }] },
        { question: 'Hova ment tavaly?', activeTo: new Date(NOW - 60_000).toISOString(), options: [{ title: 'Hegyek' }, { title: 'Sehova' }] },
      ],
    },
    NOW,
  );
  store.record('other', def._id, [{ questionId: def.questions[1]!._id, optionId: def.questions[1]!.options[1]!._id }], NOW);
  const app = createQuizApp({ db });
  // The browser's calls answered by the real service.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => app.request(input, init));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  tasks.length = 0;
  sharedListeners.clear();
  db.close();
});

const view = () => quizView(def, store.optionCounts(def._id), new Set(), NOW);

function started(refresh: boolean) {
  document.body.innerHTML = `<div id="island">${renderToStaticMarkup(<QuizView quiz={view()} refresh={refresh} now={NOW} />)}</div>`;
  const el = document.getElementById('island')!;
  return { el, stop: mount(el, { refresh }) };
}
const percents = (q: Element) => [...q.querySelectorAll('[data-percent]')].map((p) => p.textContent);

describe('Quiz', () => {
  it('is static first: the questions and their options in the HTML, disabled until the script comes; a closed question its results', () => {
    const html = renderToStaticMarkup(<QuizView quiz={view()} refresh={false} now={NOW} />);
    expect(html).toMatch(/<legend[^>]*>Hova menne nyaralni\?<\/legend>/);
    expect(html).toMatch(/<button type="button"[^>]*data-option="[0-9a-f]{24}" disabled="">Balaton<\/button>/);
    expect(html).toContain(QUIZ_TEXTS.noJs);
    const closed = html.slice(html.indexOf('Hova ment tavaly?'));
    expect(closed).not.toContain('data-option');
    expect(closed).toContain('100,0%');
    expect(closed).toContain(QUIZ_TEXTS.closed);
    const island = renderToStaticMarkup(<QuizBox quiz={view()} refresh={false} now={NOW} />);
    expect(island).toContain('data-island="Quiz"');
    expect(island).toContain('data-hydrate="visible"');
  });

  it('enables the options, sends an answer, shows the shared results in percent and keeps the local record', async () => {
    const { el } = started(false);
    const [open, closed] = [...el.querySelectorAll('[data-question]')];
    await vi.waitFor(() => expect(open!.querySelector<HTMLButtonElement>('[data-option]')!.disabled).toBe(false));
    expect(el.querySelector<HTMLElement>('[data-quiz-nojs]')!.hidden).toBe(true);
    expect(closed!.querySelector('[data-option]')).toBeNull();
    store.record('someone', def._id, [{ questionId: def.questions[0]!._id, optionId: def.questions[0]!.options[1]!._id }], NOW);
    // Pressed from the keyboard: the focus goes on to the results the answer opens, not to <body>.
    const pressed = open!.querySelectorAll<HTMLButtonElement>('[data-option]')[0]!;
    pressed.focus();
    pressed.click();
    await vi.waitFor(() => expect(open!.querySelector<HTMLElement>('[data-results]')!.hidden).toBe(false));
    expect(document.activeElement).toBe(open!.querySelector('[data-results]'));
    expect(percents(open!)).toEqual(['50,0%', '50,0%']);
    expect(open!.querySelector('[data-answer]')!.textContent).toContain(QUIZ_TEXTS.yours);
    expect(open!.querySelector<HTMLElement>('[data-options]')!.hidden).toBe(true);
    expect(open!.querySelector('[data-status]')!.textContent).toBe(QUIZ_TEXTS.thanks);
    expect(JSON.parse(localStorage.getItem(QUIZ_LOCAL_KEY)!)).toEqual({ [def._id]: { [def.questions[0]!._id]: def.questions[0]!.options[0]!._id } });
  });

  it('with refreshQuiz = 1 reads the results again every 15 s on the page scheduler, and stops with the island', async () => {
    const { el, stop } = started(true);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]!.intervalMs).toBe(QUIZ_REFRESH_MS);
    await tasks[0]!.run();
    const open = el.querySelector('[data-question]')!;
    open.querySelectorAll<HTMLButtonElement>('[data-option]')[1]!.click();
    await vi.waitFor(() => expect(percents(open)).toEqual(['0,0%', '100,0%']));
    // Someone else answers; the next run shows it.
    store.record('someone', def._id, [{ questionId: def.questions[0]!._id, optionId: def.questions[0]!.options[0]!._id }], NOW);
    await tasks[0]!.run();
    expect(percents(open)).toEqual(['50,0%', '50,0%']);
    stop();
    expect(tasks).toHaveLength(0);
  });

  it('switched on by the shared data (an editor command), refreshes every 15 s; switched off, stops; stopped, stops watching', async () => {
    const { el, stop } = started(false);
    await vi.waitFor(() => expect(sharedListeners.size).toBe(1));
    expect(tasks).toHaveLength(0);
    sharedSays('1');
    expect(tasks.map((t) => t.intervalMs)).toEqual([QUIZ_REFRESH_MS]);
    sharedSays('1');
    expect(tasks).toHaveLength(1);
    const open = el.querySelector('[data-question]')!;
    await vi.waitFor(() => expect(open.querySelector<HTMLButtonElement>('[data-option]')!.disabled).toBe(false));
    open.querySelectorAll<HTMLButtonElement>('[data-option]')[1]!.click();
    await vi.waitFor(() => expect(percents(open)).toEqual(['0,0%', '100,0%']));
    store.record('someone', def._id, [{ questionId: def.questions[0]!._id, optionId: def.questions[0]!.options[0]!._id }], NOW);
    await tasks[0]!.run();
    expect(percents(open)).toEqual(['50,0%', '50,0%']);
    sharedSays('0');
    expect(tasks).toHaveLength(0);
    stop();
    expect(sharedListeners.size).toBe(0);
  });
});
