// The seeded quizzes (decision D-248): a poll, a knowledge quiz with a closed question and a closed poll with
// its results, each embedded in one article by the body marker (domain/quiz.ts quizMarker) after the article's
// first paragraph. Their ids are fixed, so a re-seed keeps the answers readers gave, and the tests find them.
import { createHash } from 'node:crypto';
import { quizMarker, type QuizDefinition } from '../../domain/quiz';
import { stmt, type Db } from '../store/schema';
import { ArticleWriter } from '../store/write';
import { quizDefinition, type QuizInputValue } from '../quiz/create';
import { QuizStore, openQuizDb } from '../quiz/store';

export const SEED_QUIZ_IDS = {
  poll: '5eed0000000000000000a001',
  knowledge: '5eed0000000000000000a002',
  closed: '5eed0000000000000000a003',
} as const;

const DAY_S = 24 * 3600;

function catalog(nowS: number): { id: string; section: string; quiz: QuizInputValue; votes?: number[][] }[] {
  const closedAt = new Date((nowS - DAY_S) * 1000).toISOString();
  return [
    {
      id: SEED_QUIZ_IDS.poll,
      section: 'belfold',
      quiz: {
        questions: [
          {
            question: 'Hol tölti idén a nyári szabadságát?',
            description: 'Olvasói szavazás: egy olvasó egy választ adhat, de meggondolhatja magát.',
            options: [{ title: 'A Balatonnál' }, { title: 'Külföldön' }, { title: 'Otthon' }],
          },
        ],
      },
    },
    {
      id: SEED_QUIZ_IDS.knowledge,
      section: 'kulfold',
      quiz: {
        complex: true,
        questions: [
          {
            question: 'Melyik a legnagyobb közép-európai tó?',
            options: [{ title: 'Balaton', description: 'A Balaton 594 négyzetkilométeres.' }, { title: 'Fertő tó' }, { title: 'Bodeni-tó' }],
            right: 0,
          },
          {
            question: 'Hány megyéje van Magyarországnak?',
            displayAs: 'grid',
            options: [{ title: '19' }, { title: '20' }, { title: '23' }, { title: '25' }],
            right: 0,
          },
          {
            question: 'Melyik évben alapították Budapestet?',
            activeTo: closedAt,
            options: [{ title: '1848' }, { title: '1873' }, { title: '1896' }],
            right: 1,
          },
        ],
      },
      votes: [[], [], [2, 9, 1]],
    },
    {
      id: SEED_QUIZ_IDS.closed,
      section: 'gazdasag',
      quiz: {
        questions: [
          {
            question: 'Mennyire tartja valószínűnek, hogy idén csökken az infláció?',
            activeTo: closedAt,
            options: [{ title: 'Nagyon' }, { title: 'Kicsit' }, { title: 'Egyáltalán nem' }],
          },
        ],
      },
      votes: [[5, 3, 4]],
    },
  ];
}

/** A seeded quiz's question and option ids follow from its own: the same on every seed. */
function fixedIds(quizId: string): () => string {
  let n = 0;
  return () => createHash('sha256').update(`${quizId}:${n++}`).digest('hex').slice(0, 24);
}

/**
 * The fourth newest plain article of a section on the main site without a quiz: not the newest, which the
 * tests of a plain article's page (its islands, its JavaScript) take.
 */
function articleOf(db: Db, section: string): { slug: string; updatedAt: number } | null {
  return (
    (stmt(
      db,
      `SELECT a.slug, a.updated_at AS updatedAt FROM article_super_tags d JOIN articles a ON a.id = d.article_id
       WHERE d.super_tag_id = (SELECT id FROM super_tags WHERE slug = ?) AND d.visible = 1 AND a.type = 'article' AND a.parent_id IS NULL
         AND a.site_slug = 'main' AND a.content NOT LIKE '%[kviz:%' AND a.doc NOT LIKE '%"pr":true%'
       ORDER BY d.pub_date DESC LIMIT 1 OFFSET 3`,
    ).get(section) as { slug: string; updatedAt: number } | undefined) ?? null
  );
}

/** Puts the marker after the body's first paragraph (or at its end). */
export function withQuizMarker(html: string, quizId: string): string {
  const at = html.indexOf('</p>');
  return at < 0 ? `${html}${quizMarker(quizId)}` : `${html.slice(0, at + 4)}${quizMarker(quizId)}${html.slice(at + 4)}`;
}

/** The marker in each quiz's article (inside the content seed's transaction); the edit is dated at the article's last update. */
export function embedSeedQuizzes(db: Db, nowS: number): void {
  const articles = new ArticleWriter(db);
  for (const entry of catalog(nowS)) {
    const a = articleOf(db, entry.section);
    if (!a) continue;
    articles.rewrite(a.slug, (s) => ({ ...s, article: { ...s.article, content: withQuizMarker(s.article.content, entry.id) } }), a.updatedAt);
  }
}

/** The quizzes and their seeded votes in the quiz store (QUIZ_DB); seeding again replaces the seeded votes only. */
export function seedQuizzes(quizDbPath: string, nowS: number): QuizDefinition[] {
  const db = openQuizDb(quizDbPath);
  try {
    const store = new QuizStore(db);
    const out: QuizDefinition[] = [];
    db.transaction(() => {
      for (const entry of catalog(nowS)) {
        const quiz = quizDefinition(entry.quiz, entry.id, fixedIds(entry.id));
        store.save(quiz, nowS * 1000);
        db.prepare("DELETE FROM responses WHERE quiz_id = ? AND identity LIKE 'seed:%'").run(quiz._id);
        store.recount(quiz._id);
        entry.votes?.forEach((perOption, qi) => {
          const q = quiz.questions[qi]!;
          let voter = 0;
          perOption.forEach((count, oi) => {
            for (let i = 0; i < count; i++) store.record(`seed:${++voter}`, quiz._id, [{ questionId: q._id, optionId: q.options[oi]!._id }], nowS * 1000);
          });
        });
        out.push(quiz);
      }
    })();
    return out;
  } finally {
    db.close();
  }
}
