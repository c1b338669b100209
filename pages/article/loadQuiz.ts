// The quiz an article embeds, read from the quiz service (QUIZ_API_URL; the embedded one on the content API's
// listener unless set) by the same GraphQL query the browser sends, without a token: the quiz and its results.
// A failure is logged and leaves the marker empty (§8: nothing the reader must act on).
import type { PageContextServer } from 'vike/types';
import { loadSettings } from '../../config/settings';
import { QUIZ_API_PREFIX, type Quiz } from '../../domain/quiz';
import { createCaller } from '../../contentClient/call';
import { httpTransport } from '../../contentClient/httpTransport';
import { readHeaders } from '../../renderer/shell';

/** The quiz and its results, as the article page asks them (the bench measures it: bench/content.ts). */
export const QUIZ_PAGE_QUERY = `query Quiz($quizId: ID!) { quiz(quizId: $quizId) { _id complex questions { _id question displayAs image description activeTo rightAnswer { value } options { _id title } answers { _id title image answerCount sum average description } } } }`;

function baseOf(pageContext: PageContextServer): string {
  // The setting when it is set; else the content API the render reads (the embedded services share a listener).
  if (process.env.QUIZ_API_URL) return loadSettings(['QUIZ_API_URL']).QUIZ_API_URL;
  return pageContext.contentApiUrl ?? loadSettings(['QUIZ_API_URL']).QUIZ_API_URL;
}

export async function loadQuiz(pageContext: PageContextServer, quizId: string): Promise<Quiz | null> {
  try {
    const quiz = createCaller({ baseUrl: baseOf(pageContext), transport: httpTransport, timeoutMs: 5000, headers: readHeaders(pageContext) });
    const body = await quiz.post<{ data?: { quiz: Quiz | null } } | undefined>(
      QUIZ_API_PREFIX,
      { query: QUIZ_PAGE_QUERY, variables: { quizId } },
      { headers: { accept: 'application/graphql-response+json' } },
    );
    return body?.data?.quiz ?? null;
  } catch (err) {
    console.error(`article: quiz ${quizId} failed: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}
