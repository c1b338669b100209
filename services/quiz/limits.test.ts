import { describe, expect, it } from 'vitest';
import { buildSchema, specifiedRules, validate } from 'graphql';
import { QUIZ_PAGE_QUERY } from '../../pages/article/loadQuiz';
import { ISLAND_MUTATION, ISLAND_QUERY } from '../../components/Quiz/quiz';
import { QUIZ_SDL } from './app';
import { parseWithinLimits, quizValidationRules } from './limits';
import { HEAVIEST_ALLOWED_QUERY, INTROSPECTION_QUERY, OVER_ALIASED_QUERY, OVER_COST_QUERY, OVER_DEEP_QUERY, PROBE_QUERY } from './testing';

const schema = buildSchema(QUIZ_SDL);
const refusals = (source: string, introspection = false) => {
  try {
    return validate(schema, parseWithinLimits(source), [...specifiedRules, ...quizValidationRules(introspection)]).map((e) => e.message);
  } catch (err) {
    return [(err as Error).message];
  }
};

describe('the quiz documents’ limits (D-309)', () => {
  it('pass what the article page, the island’s query and its mutation send, and the heaviest document they allow', () => {
    for (const doc of [QUIZ_PAGE_QUERY, ISLAND_QUERY, ISLAND_MUTATION, HEAVIEST_ALLOWED_QUERY]) expect(refusals(doc), doc).toEqual([]);
  });

  it('refuse, naming the limit and what was found: the probe’s 5.7 KB aliased query, too many aliases, too deep, too costly', () => {
    expect(PROBE_QUERY.length).toBeGreaterThanOrEqual(5700);
    expect(refusals(PROBE_QUERY)).toEqual(['Syntax Error: Token limit of 200 exceeded.']);
    expect(refusals(OVER_ALIASED_QUERY)).toEqual(['Aliases limit of 5 exceeded, found 6.']);
    expect(refusals(OVER_DEEP_QUERY, true)).toEqual(['Query depth limit of 6 exceeded, found 8.']);
    expect(refusals(OVER_COST_QUERY)).toEqual(['Query Cost limit of 150 exceeded, found 206.25.']);
  });

  it('refuse introspection unless it is allowed', () => {
    expect(refusals(INTROSPECTION_QUERY, true)).toEqual([]);
    expect(refusals(INTROSPECTION_QUERY, false)[0]).toBe('GraphQL introspection has been disabled, but the requested query contained the field "__schema".');
    expect(refusals('{ __type(name: "Quiz") { name } }', false)[0]).toBe(
      'GraphQL introspection has been disabled, but the requested query contained the field "__type".',
    );
  });
});
