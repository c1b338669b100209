// A quiz as a body embed: its marker paragraph (domain/quiz.ts). Every marker is taken out of the body; the quiz of the
// first one shows in its place, the others show nothing (so only the first has an id to load).
import { quizEmbed } from '../../quiz';
import type { EmbedKindRule, EmbedMatch } from '../blocks';

export interface QuizData {
  quizId: string | null;
}

export const quizKind: EmbedKindRule<QuizData> = {
  name: 'kviz',
  unloaded: 'nothing',
  find(html) {
    const found: EmbedMatch<QuizData>[] = [];
    let at = 0;
    for (let m = quizEmbed(html); m; m = quizEmbed(m.after)) {
      const index = at + m.before.length;
      const length = html.length - index - m.after.length;
      found.push({ index, length, data: { quizId: found.length === 0 ? m.quizId : null } });
      at = index + length;
    }
    return found;
  },
};
