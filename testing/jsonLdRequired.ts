// The properties each JSON-LD type of ours must carry, written once for the unit tests beside the builders
// (domain/structuredData/) and the HTTP tier (e2e/site/structuredData.test.ts). A property is a path: `a.b`
// is b of a's value, `a[].b` is b of every element of a's array. Where Google has a rich result for the type,
// the list is the one its documentation marks REQUIRED (page named in `source`); where Google requires nothing
// or has no rich result, it is schema.org's expected properties for the type, and `source` says so.

export interface RequiredProperties {
  source: string;
  properties: readonly string[];
}

export const REQUIRED_PROPERTIES: Readonly<Record<string, RequiredProperties>> = {
  // Google marks every ListItem's `item` required but the last one's; ours names the page itself too.
  BreadcrumbList: {
    source: 'Google, Breadcrumb (BreadcrumbList): developers.google.com/search/docs/appearance/structured-data/breadcrumb',
    properties: ['itemListElement', 'itemListElement[].position', 'itemListElement[].name', 'itemListElement[].item'],
  },
  // Google's Organization page requires nothing; its logo section (the former Logo page) requires url and logo.
  NewsMediaOrganization: {
    source: 'Google, Organization (logo): developers.google.com/search/docs/appearance/structured-data/organization; name and sameAs: schema.org/Organization',
    properties: ['name', 'url', 'logo', 'logo.url', 'sameAs'],
  },
  // The sitelinks search box (retired as a display in 2024, the markup is still read): its WebSite required url
  // and potentialAction (target, query-input); the site names page requires name and url.
  WebSite: {
    source:
      'Google, Sitelinks search box and Site names (WebSite): developers.google.com/search/docs/appearance/structured-data/sitelinks-searchbox, …/site-names',
    properties: ['name', 'url', 'potentialAction', 'potentialAction.target', 'potentialAction.target.urlTemplate', 'potentialAction.query-input'],
  },
  // Google's Article page requires nothing: these are the properties it recommends.
  NewsArticle: {
    source: 'Google, Article (recommended; none required): developers.google.com/search/docs/appearance/structured-data/article',
    properties: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'author[].name'],
  },
  LiveBlogPosting: {
    source: 'Google, Article (recommended) and schema.org/LiveBlogPosting (coverageStartTime, liveBlogUpdate)',
    properties: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'coverageStartTime', 'liveBlogUpdate'],
  },
  // Google has no podcast rich result (since Google Podcasts closed): schema.org's properties.
  PodcastSeries: {
    source: 'schema.org/PodcastSeries (no Google rich result)',
    properties: ['name', 'url', 'publisher'],
  },
  PodcastEpisode: {
    source: 'schema.org/PodcastEpisode (no Google rich result)',
    properties: ['name', 'url', 'datePublished', 'associatedMedia', 'associatedMedia.contentUrl', 'partOfSeries', 'partOfSeries.name', 'partOfSeries.url'],
  },
  // Google's Event page requires name, startDate and location (a Place with an address); homeTeam and awayTeam
  // are schema.org/SportsEvent's.
  SportsEvent: {
    source: 'Google, Event: developers.google.com/search/docs/appearance/structured-data/event; homeTeam/awayTeam: schema.org/SportsEvent',
    properties: ['name', 'startDate', 'location', 'location.name', 'location.address', 'homeTeam', 'homeTeam.name', 'awayTeam', 'awayTeam.name', 'eventStatus'],
  },
};

/** The values a property path reaches in `node` (none when a step is missing). */
function valuesAt(node: unknown, path: string): unknown[] {
  let values: unknown[] = [node];
  for (const step of path.split('.')) {
    const each = step.endsWith('[]');
    const key = each ? step.slice(0, -2) : step;
    values = values.flatMap((v) => {
      if (v === null || typeof v !== 'object' || !(key in v)) return [];
      const next = (v as Record<string, unknown>)[key];
      return each ? (Array.isArray(next) ? next : []) : [next];
    });
  }
  return values;
}

const present = (v: unknown) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * The required properties `node` lacks (empty: it has them all), or `unknown type …` when the table has no row
 * for its type. An array path is missing when the array is empty or any element lacks the rest.
 */
export function missingRequired(node: Record<string, unknown>): string[] {
  const type = String(node['@type']);
  const row = REQUIRED_PROPERTIES[type];
  if (!row) return [`unknown type ${type}`];
  return row.properties.filter((path) => {
    const parent = path.includes('[]') ? path.slice(0, path.indexOf('[]')) : null;
    if (parent !== null) {
      const items = valuesAt(node, parent)[0];
      if (!Array.isArray(items) || items.length === 0) return true;
      return items.some((item) => valuesAt(item, path.slice(path.indexOf('[]') + 3)).filter(present).length === 0);
    }
    const found = valuesAt(node, path);
    return found.length === 0 || !found.every(present);
  });
}
