// A new quiz from an editor's (or the seed's) description: one zod schema reads it, the service gives every
// quiz, question and option its 24-character id (specialised-features.md §5).
import { z } from 'zod';
import { QUIZ_DISPLAYS, QUIZ_LIMITS, type QuizDefinition } from '../../domain/quiz';
import { newQuizId, type QuizStore } from './store';

const Text = z.string().trim().min(1).max(QUIZ_LIMITS.textChars);
const Optional = Text.nullish().transform((v) => v ?? null);

export const QuizInput = z
  .object({
    /** A knowledge quiz (right answers); default: a poll. */
    complex: z.boolean().default(false),
    questions: z
      .array(
        z
          .object({
            question: Text,
            displayAs: z.enum(QUIZ_DISPLAYS as [string, ...string[]]).default('list'),
            image: Optional,
            description: Optional,
            activeTo: z.iso
              .datetime({ offset: true })
              .nullish()
              .transform((v) => v ?? null),
            options: z
              .array(z.object({ title: Text, image: Optional, description: Optional }))
              .min(2)
              .max(QUIZ_LIMITS.options),
            /** The right option's index in `options` (complex quizzes). */
            right: z.number().int().min(0).nullish(),
          })
          .refine((q) => q.right == null || q.right < q.options.length, { message: 'right names no option', path: ['right'] }),
      )
      .min(1)
      .max(QUIZ_LIMITS.questions),
  })
  .refine((q) => !q.complex || q.questions.every((x) => x.right != null), { message: 'a complex quiz names every right answer', path: ['questions'] });

export type QuizInputValue = z.input<typeof QuizInput>;

/** The quiz's definition with new ids (`id` and `idOf` give fixed ones: the seed's quizzes). */
export function quizDefinition(input: QuizInputValue, id: string = newQuizId(), idOf: () => string = newQuizId): QuizDefinition {
  const q = QuizInput.parse(input);
  return {
    _id: id,
    complex: q.complex,
    questions: q.questions.map((x) => {
      const options = x.options.map((o) => ({ _id: idOf(), title: o.title, image: o.image, description: o.description }));
      return {
        _id: idOf(),
        question: x.question,
        displayAs: x.displayAs as QuizDefinition['questions'][number]['displayAs'],
        image: x.image,
        description: x.description,
        activeTo: x.activeTo,
        rightAnswer: x.right != null ? options[x.right]!._id : null,
        options,
      };
    }),
  };
}

export function createQuiz(store: QuizStore, input: QuizInputValue, nowMs: number, id?: string): QuizDefinition {
  const quiz = quizDefinition(input, id);
  store.save(quiz, nowMs);
  return quiz;
}
