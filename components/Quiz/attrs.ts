// The quiz's attributes (domain/dataAttributes.ts): written by Quiz.tsx, read by quiz.ts.
import type { DataAttr } from '../../domain/dataAttributes';

/** The quiz, naming its id. */
export const QUIZ_QUIZ_ATTR = 'data-quiz' satisfies DataAttr;
/** What a reader without scripts sees instead. */
export const QUIZ_NOJS_ATTR = 'data-quiz-nojs' satisfies DataAttr;
/** A question, by its id. */
export const QUIZ_QUESTION_ATTR = 'data-question' satisfies DataAttr;
export const QUIZ_OPTIONS_ATTR = 'data-options' satisfies DataAttr;
/** An option's button, by its id. */
export const QUIZ_OPTION_ATTR = 'data-option' satisfies DataAttr;
export const QUIZ_STATUS_ATTR = 'data-status' satisfies DataAttr;
export const QUIZ_RESULTS_ATTR = 'data-results' satisfies DataAttr;
/** A result's line, by its answer's id. */
export const QUIZ_ANSWER_ATTR = 'data-answer' satisfies DataAttr;
export const QUIZ_MARK_ATTR = 'data-mark' satisfies DataAttr;
export const QUIZ_PERCENT_ATTR = 'data-percent' satisfies DataAttr;
export const QUIZ_BAR_ATTR = 'data-bar' satisfies DataAttr;
