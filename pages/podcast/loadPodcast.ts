import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import type { PodcastSummary } from '../../domain/podcast/types';
import { notFoundMessage } from '../../domain/routes';
import { pageFailure } from '../../renderer/contentFailure';
import { apiOf, sharedInRun, siteOf } from '../../renderer/shell';

/**
 * The podcast a page's address names, on the site its path is under; the 404 page for another site's path or
 * an unknown podcast. The list of podcasts is asked once per prerender run.
 */
export async function loadPodcast(pageContext: PageContextServer, slug: string): Promise<PodcastSummary> {
  let all: PodcastSummary[];
  try {
    all = await sharedInRun(pageContext, 'podcasts', () => apiOf(pageContext).podcasts());
  } catch (err) {
    pageFailure(err, pageContext.urlPathname);
  }
  const podcast = all.find((p) => p.slug === slug);
  if (!podcast || podcast.site !== siteOf(pageContext)) throw render(404, notFoundMessage(pageContext.urlPathname));
  return podcast;
}
