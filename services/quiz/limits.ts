// What one quiz GraphQL document may ask (domain/quiz.ts QUIZ_LIMITS.document, D-309), by graphql-armor's rules:
// its tokens while it is parsed, its depth, aliases and cost while it is validated, and no introspection in
// production. A refusal is a GraphQL error naming the limit and what was found; graphql-http answers it 400.
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ParseOptions, type Source, type ValidationContext, type ValidationRule } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { QUIZ_LIMITS } from '../../domain/quiz';

const { tokens, depth, aliases, cost } = QUIZ_LIMITS.document;

/** graphql's parse, stopped at the token limit. */
export function parseWithinLimits(source: string | Source, options?: ParseOptions) {
  return new MaxTokensParserWLexer(source, { ...options, n: tokens }).parseDocument();
}

// The rules throw by default, and a throw out of graphql's validate would be a 500: each reports instead.
// Their messages start "Syntax Error:", which a well-formed document is not.
const report = (context: ValidationContext | null, error: GraphQLError) => context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
const reporting = { propagateOnRejection: false, onReject: [report] };

/** The validation rules beyond GraphQL's own; introspection is answered outside production only. */
export function quizValidationRules(introspection: boolean): ValidationRule[] {
  return [
    maxDepthRule({ n: depth, ...reporting }),
    maxAliasesRule({ n: aliases, ...reporting }),
    costLimitRule({ maxCost: cost, ...reporting }),
    ...(introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
}
