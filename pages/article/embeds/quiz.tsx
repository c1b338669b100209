// The quiz of the body's first marker (a failure leaves the marker empty, §8).
import type { Quiz } from '../../../domain/quiz';
import type { QuizData } from '../../../domain/articleBody/kinds/quiz';
import { QuizBox } from '../../../components/Quiz/Quiz';
import { loadQuiz } from '../loadQuiz';
import type { EmbedShell } from './types';

export const quizShell: EmbedShell<QuizData, Quiz> = {
  load: async (pageContext, { quizId }) => (quizId ? loadQuiz(pageContext, quizId) : null),
  render: (quiz, d) => <QuizBox quiz={quiz} refresh={d.shell.componentSetup.refreshQuiz === '1'} now={d.now * 1000} />,
};
