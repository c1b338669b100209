import type { Quiz } from '../../../domain/quiz';
import { QuizBox } from '../../../components/Quiz/Quiz';
import type { EmbedView } from './types';

export const quizView: EmbedView<Quiz> = {
  render: (quiz, d) => <QuizBox quiz={quiz} refresh={d.shell.componentSetup.refreshQuiz === '1'} now={d.now * 1000} />,
};
