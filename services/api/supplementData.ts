// The supplements' data tabs (domain/supplementData.ts) over the settings the seed writes
// (services/seed/supplementData.ts):
//   GET /api/supplements/{slug}               { slug, datasets }: the datasets that have rows (the tab bar)
//   GET /api/supplements/{slug}/{dataset}[?q=] one dataset; `q` searches the constituencies
// An unknown supplement or dataset, or an empty one, is 404; a malformed parameter 400 naming it.
import type { Hono } from 'hono';
import { z } from 'zod';
import { MAX_SEARCH_LENGTH, filterConstituencies, isEmptyDataset, searchText, type Dataset } from '../../domain/supplementData';
import { DATASETS, isDatasetName, supplementDataKey } from '../../domain/datasets';
import { supplementBySlug } from '../../domain/supplements';
import type { ContentReader } from '../store/read';
import { ApiNotFound, BadRequest } from './params';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The one schema of the calls' parameters; its messages are the 400's (Hungarian, naming the parameter). */
const params = z.object({
  slug: z
    .string()
    .max(80, { message: "Érvénytelen paraméter: 'slug' legfeljebb 80 karakter." })
    .regex(SLUG, { message: "Érvénytelen paraméter: 'slug' csak kisbetű, szám és kötőjel lehet." }),
  dataset: z
    .string()
    .max(40, { message: "Érvénytelen paraméter: 'dataset' legfeljebb 40 karakter." })
    .regex(SLUG, { message: "Érvénytelen paraméter: 'dataset' csak kisbetű, szám és kötőjel lehet." })
    .optional(),
  q: z
    .string()
    .max(MAX_SEARCH_LENGTH, { message: `Érvénytelen paraméter: 'q' legfeljebb ${MAX_SEARCH_LENGTH} karakter.` })
    .optional(),
});

function parse(input: Record<string, string | undefined>) {
  const r = params.safeParse(input);
  if (!r.success) throw new BadRequest(r.error.issues[0]?.message ?? 'Érvénytelen paraméter.');
  return r.data;
}

export function supplementDataCalls(app: Hono, reader: ContentReader): void {
  app.get('/api/supplements/:slug', (c) => {
    const { slug } = parse({ slug: c.req.param('slug') });
    if (!supplementBySlug(slug)) throw new ApiNotFound(`Nincs ilyen melléklet: ${slug}`);
    const names = DATASETS.filter((name) => !isEmptyDataset(reader.setting<Dataset>(supplementDataKey(slug, name))));
    return c.json({ slug, datasets: names });
  });

  app.get('/api/supplements/:slug/:dataset', (c) => {
    const { slug, dataset, q } = parse({ slug: c.req.param('slug'), dataset: c.req.param('dataset'), q: c.req.query('q') });
    if (!supplementBySlug(slug)) throw new ApiNotFound(`Nincs ilyen melléklet: ${slug}`);
    const name = dataset ?? '';
    const data = isDatasetName(name) ? reader.setting<Dataset>(supplementDataKey(slug, name)) : null;
    if (!data || isEmptyDataset(data)) throw new ApiNotFound(`A mellékletnek nincs ilyen adata: ${slug}/${name}`);
    if (data.kind === 'constituencies' && q !== undefined) return c.json({ ...data, rows: filterConstituencies(data.rows, searchText(q)) });
    return c.json(data);
  });
}
