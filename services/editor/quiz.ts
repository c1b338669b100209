// `npm run editor -- quiz create|list|remove …`: the quizzes of the quiz service's store (QUIZ_DB), as an
// editor makes them in the newsroom. A quiz is described as JSON (services/quiz/create.ts QuizInput: questions
// with their options, the right option's index for a knowledge quiz, activeTo as an ISO time), from a file or
// inline; `--article` puts its marker in that article's body after the first paragraph, as an edit of it;
// `remove` takes the marker out of every article that carries it, as an edit of each.
import { readFileSync } from 'node:fs';
import { ZodError } from 'zod';
import { quizIdOf, withoutQuizMarker } from '../../domain/quiz';
import { stmt, type Db } from '../store/schema';
import { createQuiz } from '../quiz/create';
import { QuizStore, openQuizDb } from '../quiz/store';
import { withQuizMarker } from '../seed/quizzes';
import { Editor } from './commands';

export const QUIZ_USAGE = `quiz create (--file <kvíz.json> | --json '{…}') [--article <cikk-slug>]   (kérdések, lehetőségek; tudáskvíznél complex: true és right: a helyes lehetőség sorszáma)
  quiz list
  quiz remove <kvíz-id>`;

export function runQuiz(
  rest: string[],
  v: { file?: string; json?: string; article?: string },
  db: Db,
  quizDbPath: string,
  usage: string,
): { code: number; out: string } {
  const [action, id, ...extra] = rest;
  const quizDb = openQuizDb(quizDbPath);
  try {
    const store = new QuizStore(quizDb);
    if (action === 'list' && !id) {
      return {
        code: 0,
        out:
          store
            .list()
            .map((q) => `${q.id}  ${q.questions} kérdés  ${new Date(q.createdAt).toISOString()}`)
            .join('\n') || 'Nincs kvíz.',
      };
    }
    if (action === 'remove' && id && !extra.length) {
      const quizId = quizIdOf(id);
      if (!quizId || !store.remove(quizId)) return { code: 1, out: `Nincs ilyen kvíz: ${id}` };
      // Its articles are edited too, so their pages are rendered again without the quiz's static HTML.
      const editor = new Editor(db);
      const carriers = stmt(db, 'SELECT slug, content FROM articles WHERE content LIKE ?').all(`%${quizId}%`) as { slug: string; content: string }[];
      const edited = carriers.flatMap((a) => {
        const body = withoutQuizMarker(a.content, quizId);
        return body === a.content ? [] : [editor.update(a.slug, { body }).slug];
      });
      return { code: 0, out: `quiz ${quizId}: removed${edited.length ? `, out of ${edited.join(', ')}` : ''}` };
    }
    if (action !== 'create' || id) return { code: 2, out: `Ismeretlen quiz művelet: ${rest.join(' ') || '(nincs)'} (create, list, remove)\n${usage}` };
    if ((v.file === undefined) === (v.json === undefined)) return { code: 2, out: `A quiz create a --file vagy a --json közül pontosan egyet vár\n${usage}` };
    let input: unknown;
    try {
      input = JSON.parse(v.file !== undefined ? readFileSync(v.file, 'utf8') : v.json!);
    } catch (err) {
      return { code: 2, out: `A kvíz leírása nem olvasható JSON: ${(err as Error).message}\n${usage}` };
    }
    const article = v.article ? (stmt(db, 'SELECT content FROM articles WHERE slug = ?').get(v.article) as { content: string } | undefined) : undefined;
    if (v.article && !article) return { code: 1, out: `Nincs ilyen cikk: ${v.article}` };
    const quiz = createQuiz(store, input as never, Date.now());
    if (!v.article) return { code: 0, out: `quiz ${quiz._id}: created` };
    const a = new Editor(db).update(v.article, { body: withQuizMarker(article!.content, quiz._id) });
    return { code: 0, out: `quiz ${quiz._id}: created, in ${a.slug} (version ${a.version})` };
  } catch (err) {
    if (err instanceof ZodError) {
      const issue = err.issues[0]!;
      return { code: 2, out: `A kvíz leírása hibás: ${issue.path.join('.') || '(egész)'}: ${issue.message}\n${usage}` };
    }
    throw err;
  } finally {
    quizDb.close();
  }
}
