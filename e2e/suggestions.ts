// The archive's tag suggestions as the content API offers them (specialised-features.md §9), for the tests of
// the tag search in the browser (e2e/archive.spec.ts) and as HTML (e2e/site/archive.test.ts).
import { e2eEnv } from './env';

export type Suggestion = { type: string; text: string; slug: string; count: number };

/** The suggestion the content API offers first for a term; an error when it offers none. */
export async function firstSuggestion(term: string): Promise<Suggestion> {
  const r = await fetch(`${e2eEnv().contentApiUrl}/api/search/autocomplete?term=${encodeURIComponent(term)}`);
  const { items } = (await r.json()) as { items: Suggestion[] };
  if (!items[0]) throw new Error(`the content API offers no suggestion for "${term}" (${r.status})`);
  return items[0];
}
