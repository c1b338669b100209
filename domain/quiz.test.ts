import { describe, expect, it } from 'vitest';
import {
  answersOf,
  answersRefusal,
  formatPercent,
  parseLocalAnswers,
  percentOf,
  questionClosed,
  quizEmbed,
  quizIdOf,
  quizMarker,
  withoutQuizMarker,
  quizView,
  type QuizDefinition,
} from './quiz';

const ID = 'a'.repeat(24);
const NOW = Date.UTC(2026, 10, 26, 12);
const def: QuizDefinition = {
  _id: ID,
  complex: true,
  questions: [
    {
      _id: 'q1',
      question: 'Nyitott?',
      displayAs: 'list',
      image: null,
      description: null,
      activeTo: null,
      rightAnswer: 'o2',
      options: [
        { _id: 'o1', title: 'A', image: null, description: null },
        { _id: 'o2', title: 'B', image: null, description: 'Mert.' },
      ],
    },
    {
      _id: 'q2',
      question: 'Lezárt?',
      displayAs: 'grid',
      image: null,
      description: null,
      activeTo: new Date(NOW).toISOString(),
      rightAnswer: 'o3',
      options: [
        { _id: 'o3', title: 'C', image: null, description: null },
        { _id: 'o4', title: 'D', image: null, description: null },
      ],
    },
  ],
};

describe('quiz rules', () => {
  it('takes an id of exactly 24 characters only (§5)', () => {
    expect(quizIdOf(ID)).toBe(ID);
    expect(quizIdOf(ID.slice(1))).toBeNull();
    expect(quizIdOf(`${ID}a`)).toBeNull();
    expect(quizIdOf(24)).toBeNull();
  });

  it('closes a question from its activeTo on', () => {
    expect(questionClosed({ activeTo: null }, NOW)).toBe(false);
    expect(questionClosed({ activeTo: new Date(NOW + 1).toISOString() }, NOW)).toBe(false);
    expect(questionClosed({ activeTo: new Date(NOW).toISOString() }, NOW)).toBe(true);
  });

  it('rounds the percent to one decimal, 0 when nobody answered', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(0, 0)).toBe(0);
    expect(formatPercent(33.3)).toBe('33,3%');
    expect(formatPercent(100)).toBe('100,0%');
  });

  it('counts every option against everyone who answered the question', () => {
    const a = answersOf(
      def.questions[0]!.options,
      new Map([
        ['o1', 1],
        ['o2', 2],
      ]),
    );
    expect(a.map((x) => [x._id, x.answerCount, x.sum, x.average, x.description])).toEqual([
      ['o1', 1, 3, 33.3, null],
      ['o2', 2, 3, 66.7, 'Mert.'],
    ]);
  });

  it('refuses an unknown question, a foreign option and a closed question', () => {
    expect(answersRefusal(def, [{ questionId: 'q1', optionId: 'o1' }], NOW)).toBeNull();
    expect(answersRefusal(def, [{ questionId: 'qx', optionId: 'o1' }], NOW)).toBe('question');
    expect(answersRefusal(def, [{ questionId: 'q1', optionId: 'o3' }], NOW)).toBe('option');
    expect(answersRefusal(def, [{ questionId: 'q2', optionId: 'o3' }], NOW)).toBe('closed');
    expect(answersRefusal(def, [{ questionId: 'q2', optionId: 'o3' }], NOW - 1)).toBeNull();
  });

  it('shows the right answer to who answered, and to everyone once closed', () => {
    expect(quizView(def, new Map(), new Set(), NOW).questions.map((q) => q.rightAnswer)).toEqual([null, { value: 'o3' }]);
    expect(quizView(def, new Map(), new Set(['q1']), NOW - 1).questions.map((q) => q.rightAnswer)).toEqual([{ value: 'o2' }, null]);
    expect(
      quizView({ ...def, questions: [{ ...def.questions[0]!, rightAnswer: null }] }, new Map(), new Set(['q1']), NOW).questions[0]!.rightAnswer,
    ).toBeNull();
  });

  it('finds the body marker; an id of another length is no quiz', () => {
    const html = `<p>Előtte</p>${quizMarker(ID)}<p>Utána</p>`;
    expect(quizEmbed(html)).toEqual({ before: '<p>Előtte</p>', quizId: ID, after: '<p>Utána</p>' });
    expect(quizEmbed('<p>[kvíz: abc]</p>')).toEqual({ before: '', quizId: null, after: '' });
    expect(quizEmbed('<p>Lásd a [kviz:x] jelölőt a szövegben</p>')).toBeNull();
  });

  it("takes a removed quiz's markers out of a body, leaving other quizzes and the text", () => {
    const other = 'b'.repeat(24);
    const html = `<p>Előtte</p>${quizMarker(ID)}<p>Közben</p>${quizMarker(other)}<P class="x">[KVÍZ: ${ID} ]</P><p>Utána [kviz:${ID}]</p>`;
    expect(withoutQuizMarker(html, ID)).toBe(`<p>Előtte</p><p>Közben</p>${quizMarker(other)}<p>Utána [kviz:${ID}]</p>`);
    expect(withoutQuizMarker('<p>Nincs benne</p>', ID)).toBe('<p>Nincs benne</p>');
  });

  it('reads the local answer record, dropping anything malformed', () => {
    expect(parseLocalAnswers(JSON.stringify({ [ID]: { q1: 'o1', q2: 3 }, short: { q: 'o' } }))).toEqual({ [ID]: { q1: 'o1' } });
    expect(parseLocalAnswers('nem json')).toEqual({});
    expect(parseLocalAnswers('[1]')).toEqual({});
    expect(parseLocalAnswers(null)).toEqual({});
  });
});
