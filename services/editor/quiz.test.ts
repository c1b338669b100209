import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quizEmbed } from '../../domain/quiz';
import { renderBody } from '../../domain/sanitize';
import { copyStore } from '../testing/fixture';
import { openDb, type Db } from '../store/schema';
import { servicePaths } from '../paths';
import { QuizStore, openQuizDb } from '../quiz/store';
import { runEditor } from './cli';

let dbPath: string;
let db: Db;
beforeEach(() => {
  ({ dbPath } = copyStore());
  db = openDb(dbPath);
});
afterEach(() => db.close());

const editor = (...args: string[]) => runEditor(args, dbPath);
const POLL = { questions: [{ question: 'Melyik évszakot szereti?', options: [{ title: 'Tavasz' }, { title: 'Ősz' }] }] };
const stored = (id: string) => {
  const q = openQuizDb(servicePaths(dbPath).quizDb);
  try {
    return new QuizStore(q).quiz(id);
  } finally {
    q.close();
  }
};

describe('npm run editor -- quiz …', () => {
  it('creates a quiz with 24-character ids and puts its marker in the article as an edit', () => {
    const { slug, content, version } = db.prepare("SELECT slug, content, version FROM articles WHERE type = 'article' AND visible = 1 LIMIT 1").get() as {
      slug: string;
      content: string;
      version: number;
    };
    const r = editor('quiz', 'create', '--json', JSON.stringify(POLL), '--article', slug);
    expect(r.code, r.out).toBe(0);
    const id = /quiz ([0-9a-f]{24}): created, in /.exec(r.out)![1]!;
    const quiz = stored(id)!;
    expect(quiz.questions[0]!.options.map((o) => [o._id.length, o.title])).toEqual([
      [24, 'Tavasz'],
      [24, 'Ősz'],
    ]);
    const after = db.prepare('SELECT content, version FROM articles WHERE slug = ?').get(slug) as { content: string; version: number };
    expect(after.version).toBe(version + 1);
    expect(quizEmbed(renderBody(after.content))?.quizId).toBe(id);
    expect(after.content.replace(`<p>[kviz:${id}]</p>`, '')).toBe(content);
    expect(editor('quiz', 'list').out).toContain(id);
    const removed = editor('quiz', 'remove', id);
    expect(removed.code, removed.out).toBe(0);
    expect(removed.out).toBe(`quiz ${id}: removed, out of ${slug}`);
    expect(stored(id)).toBeNull();
    // The article is edited back to its body without the marker: its page is rendered again without the quiz.
    const back = db.prepare('SELECT content, version FROM articles WHERE slug = ?').get(slug) as { content: string; version: number };
    expect(back).toEqual({ content, version: version + 2 });
    expect(editor('quiz', 'remove', id)).toEqual({ code: 1, out: `Nincs ilyen kvíz: ${id}` });
  });

  it('refuses a bad description with its place named, and stores nothing', () => {
    const before = editor('quiz', 'list').out;
    const one = editor('quiz', 'create', '--json', JSON.stringify({ questions: [{ question: 'Egy lehetőség?', options: [{ title: 'Csak ez' }] }] }));
    expect(one.code).toBe(2);
    expect(one.out).toContain('questions.0.options');
    const complex = editor('quiz', 'create', '--json', JSON.stringify({ complex: true, ...POLL }));
    expect(complex.code).toBe(2);
    expect(editor('quiz', 'create', '--json', '{').code).toBe(2);
    expect(editor('quiz', 'create', '--json', JSON.stringify(POLL), '--article', 'nincs-ilyen-cikk').code).toBe(1);
    expect(editor('quiz', 'list').out).toBe(before);
  });
});
