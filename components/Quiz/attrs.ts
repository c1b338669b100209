// The quiz's attributes (domain/dataAttributes.ts): written by Quiz.tsx, read by quiz.ts.
import type { DataAttrs } from '../../domain/dataAttributes';

export const QUIZ_ATTR = {
  /** The quiz, naming its id. */
  quiz: 'data-quiz',
  /** What a reader without scripts sees instead. */
  nojs: 'data-quiz-nojs',
  /** A question, by its id. */
  question: 'data-question',
  options: 'data-options',
  /** An option's button, by its id. */
  option: 'data-option',
  status: 'data-status',
  results: 'data-results',
  /** A result's line, by its answer's id. */
  answer: 'data-answer',
  mark: 'data-mark',
  percent: 'data-percent',
  bar: 'data-bar',
} as const satisfies DataAttrs;
