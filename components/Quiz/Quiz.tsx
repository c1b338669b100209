// A quiz embedded in an article (specialised-features.md §3, §4, §9; decision D-247): static first — every
// question and its options are in the page's HTML, readable without JavaScript; a closed question (its activeTo
// passed when the page was rendered) shows its results, which can no longer change. Answering needs the island
// (components/Quiz/quiz.ts, started without React when the quiz nears the viewport): it enables the options, sends
// the answer, shows the shared results in percent and, when the site's setup says refreshQuiz = 1, refreshes them
// every 15 s.
import { QUIZ_TEXTS as T, formatPercent, questionClosed, type Quiz } from '../../domain/quiz';
import { Island } from '../Island/Island';
import styles from './Quiz.module.css';
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

export interface QuizProps {
  quiz: Quiz;
  /** componentSetup.refreshQuiz = 1. */
  refresh: boolean;
  /** The render's clock (ms): what is closed now shows its results. */
  now: number;
}

export function QuizView({ quiz, now }: QuizProps) {
  const titleId = `kviz-${quiz._id}`;
  return (
    <section className={styles.quiz} {...{ [QUIZ_QUIZ_ATTR]: quiz._id }} aria-labelledby={titleId}>
      <h2 className={styles.label} id={titleId}>
        {T.label}
      </h2>
      {quiz.questions.map((q) => {
        const closed = questionClosed(q, now);
        return (
          <fieldset key={q._id} className={styles.question} {...{ [QUIZ_QUESTION_ATTR]: q._id }} data-closed={closed ? '' : undefined}>
            <legend className={styles.legend}>{q.question}</legend>
            {q.image && <img className={styles.image} src={q.image} alt="" loading="lazy" />}
            {q.description && <p className={styles.description}>{q.description}</p>}
            {!closed && (
              <ul className={q.displayAs === 'grid' ? styles.grid : styles.options} {...{ [QUIZ_OPTIONS_ATTR]: true }}>
                {q.options.map((o) => (
                  <li key={o._id}>
                    <button type="button" className={styles.option} {...{ [QUIZ_OPTION_ATTR]: o._id }} disabled>
                      {o.title}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <ul className={styles.results} {...{ [QUIZ_RESULTS_ATTR]: true }} hidden={!closed}>
              {q.answers.map((a) => (
                <li key={a._id} className={styles.result} {...{ [QUIZ_ANSWER_ATTR]: a._id }}>
                  <span className={styles.resultTitle}>
                    {a.title}{' '}
                    <span className={styles.mark} {...{ [QUIZ_MARK_ATTR]: true }}>
                      {closed && q.rightAnswer?.value === a._id ? ` (${T.right})` : ''}
                    </span>
                  </span>
                  <span className={styles.percent} {...{ [QUIZ_PERCENT_ATTR]: true }}>
                    {formatPercent(a.average)}
                  </span>
                  <progress className={styles.bar} max={100} value={a.average} aria-hidden="true" {...{ [QUIZ_BAR_ATTR]: true }} />
                </li>
              ))}
            </ul>
            <p className={styles.status} role="status" {...{ [QUIZ_STATUS_ATTR]: true }}>
              {closed ? `${T.closed} ${T.votes(q.answers[0]?.sum ?? 0)}.` : ''}
            </p>
          </fieldset>
        );
      })}
      <p className={styles.noJs} {...{ [QUIZ_NOJS_ATTR]: true }}>
        {T.noJs}
      </p>
    </section>
  );
}

export function QuizBox(props: QuizProps) {
  return <Island name="Quiz" component={QuizView} props={props} hydrate="visible" />;
}
