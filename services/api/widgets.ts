// The widgets' calls of specialised-features.md §7 over the store (issue 23, "Widgets and calls"):
//   GET /api/minutes?day=YYYY-MM-DD        the minutes counter on that day (the browser's poll)
//   GET /api/counter[?from=][&day=]         the counter from a start (default 2025-03-28) to a day (default today)
//   GET /api/index/boxes/{slug}             one site's front-page boxes (the slug is the site's, not the header)
//   GET /api/index/mstag/{tag}[?limit=]     a section's newest articles, 4 by default (the §9 newest cap)
//   GET /api/articles/facebook/reaction     the most shared of the newest articles (D-263)
// Every query is read by one zod schema; a bad value answers 400 naming the field in Hungarian.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { MINUTES_DEFAULT_START, minutesState, type MinutesItem } from '../../domain/minutes';
import { counterQuerySchema, minutesQuerySchema } from '../../domain/minutesQuery';
import { RECOMMENDER_CAPS } from '../../domain/constants';
import { DEFAULT_SITE, SITE_HEADER, isSiteSlug } from '../../domain/sites';
import { TIME_ZONE, calendarDate } from '../../domain/timeZone';
import type { Article, SiteSlug } from '../../domain/types';
import type { ContentReader } from '../store/read';
import { MINUTES_SETTING } from '../seed/minutes';
import { ApiNotFound, BadRequest } from './params';

/** How many of the newest articles the reaction call weighs, and how many it answers (the §9 favorite cap). */
export const REACTION_POOL = 50;
export const REACTION_LIMIT = RECOMMENDER_CAPS.favorite;
/** The most a section call answers (the holdblog recommender draws its 4 from this pool). */
export const MSTAG_LIMIT_MAX = 20;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const mstagSchema = z.object({
  tag: z.string().max(200).regex(SLUG, { message: 'kisbetűkből, számokból és kötőjelekből álló rovatnevet adjon meg.' }),
  limit: z.coerce
    .number({ message: 'egész számot adjon meg.' })
    .int({ message: 'egész számot adjon meg.' })
    .min(1, { message: 'legalább 1 legyen.' })
    .max(MSTAG_LIMIT_MAX, { message: `legfeljebb ${MSTAG_LIMIT_MAX} lehet.` })
    .default(RECOMMENDER_CAPS.newest),
});

/** The first issue of a failed parse as a Hungarian 400 naming its field. */
function parsed<T>(schema: z.ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = issue?.path.join('.') || 'kérés';
  throw new BadRequest(`Érvénytelen „${field}” paraméter: ${issue?.message ?? 'hibás érték.'}`);
}

export interface ReactionItem {
  id: number;
  slug: string;
  title: string;
  facebookEngagement: number;
}

export interface MstagBox {
  slug: string;
  title: string | null;
  items: Article[];
}

/** Today on the Budapest calendar, 'YYYY-MM-DD'. */
export function budapestToday(nowMs: number = Date.now()): string {
  const d = calendarDate(Math.floor(nowMs / 1000), TIME_ZONE);
  return `${d.year}-${d.month}-${d.day}`;
}

export function widgetCalls(app: Hono, reader: ContentReader, now: () => number = Date.now): void {
  const items = (): MinutesItem[] => reader.setting<MinutesItem[]>(MINUTES_SETTING) ?? [];
  const site = (c: Context): SiteSlug => {
    const raw = c.req.header(SITE_HEADER);
    if (raw === undefined || raw === '') return DEFAULT_SITE;
    if (!isSiteSlug(raw)) throw new BadRequest(`Érvénytelen „${SITE_HEADER}” fejléc: ismeretlen oldal.`);
    return raw;
  };

  app.get('/api/minutes', (c) => {
    const q = parsed(minutesQuerySchema, c.req.query());
    return c.json(minutesState(items(), q.day, MINUTES_DEFAULT_START));
  });

  app.get('/api/counter', (c) => {
    const q = parsed(counterQuerySchema, c.req.query());
    return c.json(minutesState(items(), q.day ?? budapestToday(now()), q.from ?? MINUTES_DEFAULT_START));
  });

  app.get('/api/index/boxes/:slug', (c) => {
    const slug = c.req.param('slug');
    if (!isSiteSlug(slug)) throw new ApiNotFound(`Nincs ilyen oldal: ${slug.slice(0, 40)}`);
    return c.json(reader.boxes(slug));
  });

  app.get('/api/index/mstag/:tag', (c) => {
    const q = parsed(mstagSchema, { tag: c.req.param('tag'), limit: c.req.query('limit') || undefined });
    const list = reader.list({ filters: { mstag: q.tag }, page: 1, perPage: q.limit }, site(c));
    return c.json<MstagBox>({ slug: q.tag, title: list.title, items: list.items });
  });

  // The spec does not show the answer (reader-site.md §7): ours is the most shared of the newest articles.
  app.get('/api/articles/facebook/reaction', (c) => {
    const pool = reader.list({ filters: {}, parent: null, page: 1, perPage: REACTION_POOL }, site(c)).items;
    const items = [...pool]
      .sort((a, b) => b.facebookEngagement - a.facebookEngagement || b.pubDate - a.pubDate)
      .slice(0, REACTION_LIMIT)
      .map<ReactionItem>((a) => ({ id: a.id, slug: a.slug, title: a.title, facebookEngagement: a.facebookEngagement }));
    return c.json({ items });
  });
}
