// The quiz service's own SQLite file (QUIZ_DB, quiz.db beside the content store): the quizzes as JSON (an
// editor writes one whole), one row per identity and question for the answers (answering again replaces it),
// and the bearer tokens. An identity and a token are kept only as their SHA-256: a copy of this file answers
// for no reader.
import { randomBytes } from 'node:crypto';
import { openStoreFile, type Db } from '../storeFile';
import type { QuizDefinition } from '../../domain/quiz';
import { QUIZ_LIMITS } from '../../domain/quiz';

export type { Db };

const DDL = `
CREATE TABLE IF NOT EXISTS quizzes (
  id TEXT PRIMARY KEY,                  -- 24 characters (specialised-features.md §5)
  definition TEXT NOT NULL,             -- domain/quiz.ts QuizDefinition as JSON
  created_at INTEGER NOT NULL) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS responses (
  quiz_id TEXT NOT NULL REFERENCES quizzes(id) ON DELETE CASCADE,
  question_id TEXT NOT NULL,
  identity TEXT NOT NULL,               -- SHA-256 of the browser's identity cookie
  option_id TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (quiz_id, question_id, identity)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS responses_by_identity ON responses(identity, quiz_id);

-- The answers per option, kept with every answer: reading a quiz costs its options, not its answers.
CREATE TABLE IF NOT EXISTS option_counts (
  quiz_id TEXT NOT NULL REFERENCES quizzes(id) ON DELETE CASCADE,
  option_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (quiz_id, option_id)) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS tokens (
  hash TEXT PRIMARY KEY,                -- SHA-256 of the bearer token
  identity TEXT NOT NULL,
  expires_at INTEGER NOT NULL) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS tokens_expiry ON tokens(expires_at);
`;

export function openQuizDb(path: string): Db {
  return openStoreFile(path, DDL);
}

/** A new id of quizzes, questions and options: 24 hexadecimal characters, the length §5 asks for. */
export function newQuizId(): string {
  return randomBytes(QUIZ_LIMITS.idChars / 2).toString('hex');
}

export class QuizStore {
  private readonly getQuiz;
  private readonly counts;
  private readonly mine;
  private readonly upsert;
  private readonly previous;
  private readonly count;
  private readonly tokenOf;

  constructor(private readonly db: Db) {
    this.getQuiz = db.prepare<[string], { definition: string }>('SELECT definition FROM quizzes WHERE id = ?');
    this.counts = db.prepare<[string], { option_id: string; n: number }>('SELECT option_id, n FROM option_counts WHERE quiz_id = ?');
    this.previous = db.prepare<[string, string, string], { option_id: string }>(
      'SELECT option_id FROM responses WHERE quiz_id = ? AND question_id = ? AND identity = ?',
    );
    this.count = db.prepare(
      `INSERT INTO option_counts (quiz_id, option_id, n) VALUES (?, ?, ?)
       ON CONFLICT (quiz_id, option_id) DO UPDATE SET n = n + excluded.n`,
    );
    this.mine = db.prepare<[string, string], { question_id: string; option_id: string }>(
      'SELECT question_id, option_id FROM responses WHERE identity = ? AND quiz_id = ?',
    );
    this.upsert = db.prepare(
      `INSERT INTO responses (quiz_id, question_id, identity, option_id, at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (quiz_id, question_id, identity) DO UPDATE SET option_id = excluded.option_id, at = excluded.at`,
    );
    this.tokenOf = db.prepare<[string, number], { identity: string }>('SELECT identity FROM tokens WHERE hash = ? AND expires_at > ?');
  }

  quiz(id: string): QuizDefinition | null {
    const row = this.getQuiz.get(id);
    return row ? (JSON.parse(row.definition) as QuizDefinition) : null;
  }

  /** Answers per option of the quiz. */
  optionCounts(quizId: string): Map<string, number> {
    return new Map(this.counts.all(quizId).map((r) => [r.option_id, r.n]));
  }

  /** The identity's answers: option per question. */
  answersOf(identity: string, quizId: string): Map<string, string> {
    return new Map(this.mine.all(identity, quizId).map((r) => [r.question_id, r.option_id]));
  }

  /** Stores (or replaces) the identity's answers, all or none. */
  record(identity: string, quizId: string, answers: readonly { questionId: string; optionId: string }[], nowMs: number): void {
    this.db.transaction(() => {
      for (const a of answers) {
        const before = this.previous.get(quizId, a.questionId, identity)?.option_id;
        this.upsert.run(quizId, a.questionId, identity, a.optionId, nowMs);
        if (before === a.optionId) continue;
        if (before !== undefined) this.count.run(quizId, before, -1);
        this.count.run(quizId, a.optionId, 1);
      }
    })();
  }

  save(quiz: QuizDefinition, nowMs: number): void {
    this.db
      .prepare('INSERT INTO quizzes (id, definition, created_at) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET definition = excluded.definition')
      .run(quiz._id, JSON.stringify(quiz), nowMs);
  }

  list(): { id: string; questions: number; createdAt: number }[] {
    return this.db
      .prepare<[], { id: string; definition: string; created_at: number }>('SELECT id, definition, created_at FROM quizzes ORDER BY created_at, id')
      .all()
      .map((r) => ({ id: r.id, questions: (JSON.parse(r.definition) as QuizDefinition).questions.length, createdAt: r.created_at }));
  }

  /** Counts the quiz's answers again from their rows (after answers were removed other than by record). */
  recount(quizId: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM option_counts WHERE quiz_id = ?').run(quizId);
      this.db
        .prepare('INSERT INTO option_counts (quiz_id, option_id, n) SELECT quiz_id, option_id, count(*) FROM responses WHERE quiz_id = ? GROUP BY option_id')
        .run(quizId);
    })();
  }

  remove(id: string): boolean {
    return this.db.prepare('DELETE FROM quizzes WHERE id = ?').run(id).changes > 0;
  }

  issueToken(tokenHash: string, identity: string, nowMs: number): void {
    this.db.prepare('DELETE FROM tokens WHERE expires_at <= ?').run(nowMs);
    this.db.prepare('INSERT INTO tokens (hash, identity, expires_at) VALUES (?, ?, ?)').run(tokenHash, identity, nowMs + QUIZ_LIMITS.tokenTtlMs);
  }

  identityOfToken(tokenHash: string, nowMs: number): string | null {
    return this.tokenOf.get(tokenHash, nowMs)?.identity ?? null;
  }
}
