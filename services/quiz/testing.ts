// GraphQL documents against the quiz's limits (D-309), for its tests and `npm run bench -- quiz`.
import { QUIZ_LIMITS } from '../../domain/quiz';

const aliased = (n: number, selection: string) =>
  `query Aliased($quizId: ID!) { ${Array.from({ length: n }, (_, i) => `a${i}: quiz(quizId: $quizId) ${selection}`).join(' ')} }`;

/** Issue #33's probe: one field aliased until the document is 5.7 KB (~165 times): every alias reads the whole quiz. */
export const PROBE_QUERY = (() => {
  let n = 1;
  while (aliased(n, '{ _id }').length < 5700) n++;
  return aliased(n, '{ _id }');
})();

/** One alias over the limit, and few enough tokens that the alias limit is the one it meets. */
export const OVER_ALIASED_QUERY = aliased(QUIZ_LIMITS.document.aliases + 1, '{ _id }');

/** Deeper than the limit by introspection's `ofType` chain (the quiz's own types nest four deep at most). */
export const OVER_DEEP_QUERY = `query Deep { __type(name: "Quiz") { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } }`;

const WHOLE_QUIZ = `{ _id complex questions { _id question displayAs image description activeTo rightAnswer { value } options { _id title } answers { _id title image answerCount sum average description } } }`;

/** The article page's whole quiz three times over: within the depth, alias and token limits, over the cost. */
export const OVER_COST_QUERY = aliased(3, WHOLE_QUIZ);

/** The most quiz reads one document may ask within every limit: a read of the quiz per alias allowed. */
export const HEAVIEST_ALLOWED_QUERY = aliased(QUIZ_LIMITS.document.aliases, '{ questions { answers { _id answerCount sum average } } }');

/** The schema by introspection, as a GraphQL tool asks it (shortened). */
export const INTROSPECTION_QUERY = `query Schema { __schema { queryType { name } types { name kind } } }`;
