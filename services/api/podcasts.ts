// The podcast calls of specialised-features.md §7 over the store (services/store/podcasts.ts):
//   GET /api/episodes?perPage=4[&page=][&podcast=][&site=]   newest episodes first (podcast and site: ours)
//   GET /api/episodes/{slug}                                   one episode, 404 when there is none
//   GET /api/podcasts/public/all                               every podcast with its episode count
//   GET /api/index/episodes                                    the front page's block: the newest four
// (GET /api/unique/frontpage-podcast-block-position is the unique items' call.) On the internal prefix
// unpublished episodes are answered too (the editors' preview).
import type { Hono } from 'hono';
import { EPISODES_DEFAULT } from '../../domain/constants';
import { isSiteSlug } from '../../domain/sites';
import type { PodcastReader } from '../store/podcasts';
import { ApiNotFound, BadRequest, parsePage, parseSize } from './params';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function slugParam(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!SLUG.test(raw) || raw.length > 200) throw new BadRequest(`Invalid parameter '${name}': a slug of lower-case letters, digits and hyphens`);
  return raw;
}

export function podcastCalls(app: Hono, podcasts: PodcastReader, drafts: boolean): void {
  app.get('/api/episodes', (c) => {
    const q = c.req.query();
    const site = q.site;
    if (site !== undefined && site !== '' && !isSiteSlug(site)) throw new BadRequest(`Invalid parameter 'site': unknown site '${site.slice(0, 40)}'`);
    const podcast = slugParam('podcast', q.podcast);
    return c.json(
      podcasts.episodes(
        {
          page: parsePage('page', q.page),
          perPage: parseSize('perPage', q.perPage, EPISODES_DEFAULT),
          ...(podcast ? { podcast } : {}),
          ...(site ? { site } : {}),
        },
        drafts,
      ),
    );
  });

  app.get('/api/episodes/:slug', (c) => {
    const episode = podcasts.episode(c.req.param('slug'), drafts);
    if (!episode) throw new ApiNotFound('Episode not found');
    return c.json(episode);
  });

  app.get('/api/podcasts/public/all', (c) => c.json(podcasts.podcasts()));

  app.get('/api/index/episodes', (c) => c.json(podcasts.episodes({ page: 1, perPage: EPISODES_DEFAULT }, drafts).items));
}
