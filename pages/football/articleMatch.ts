// The match an article is about (its `livescoreId`), for its score box (components/ArticleMatchBox).
import type { PageContextServer } from 'vike/types';
import type { Fixture } from '../../domain/sports/types';
import { footballSourceOf } from './source';

/** The fixture of an article's `livescoreId`; a failure (an id the service does not know, the service down) is logged and leaves no box (§8). */
export async function articleMatchOf(pageContext: PageContextServer, id: number): Promise<Fixture | null> {
  try {
    return (await footballSourceOf(pageContext).fixture(id))[0] ?? null;
  } catch (err) {
    console.error(`article: match ${id} failed: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}
