// The sub-sites' tab slugs of the route table (reader-site.md §2, §5), in a module of their own so that the
// browser's link building (urls.ts, for the recommender box) does not load the whole route table.
export const AFTER_SLUGS = ['legfrissebb'] as const;
export type AfterSlug = (typeof AFTER_SLUGS)[number];
export const G7_SLUGS = ['legfrissebb', 'adat', 'penz', 'kozelet', 'podcast'] as const;
export type G7Slug = (typeof G7_SLUGS)[number];
export const KARAKTER_SLUGS = ['legfrissebb', 'kultura', 'kartyak', 'konyvespolc', 'nagyito'] as const;
export type KarakterSlug = (typeof KARAKTER_SLUGS)[number];
