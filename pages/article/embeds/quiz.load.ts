// The quiz of the body's first marker (a failure leaves the marker empty, §8).
import type { Quiz } from '../../../domain/quiz';
import type { QuizData } from '../../../domain/articleBody/kinds/quiz';
import { loadQuiz } from '../loadQuiz';
import type { EmbedLoader } from './types';

export const quizLoader: EmbedLoader<QuizData, Quiz> = {
  load: async (pageContext, { quizId }) => (quizId ? loadQuiz(pageContext, quizId) : null),
};
