import { describe, expect, it } from 'vitest';
import { SITE_SLUGS } from '../sites';
import { frontPageJsonLd, organization, searchUrlTemplate, webSite } from './organization';
import { missingRequired } from '../../testing/jsonLdRequired';

type Site = { url: string; name: string; potentialAction: { target: { urlTemplate: string }; 'query-input': string } };

describe('the fronts’ Organization and WebSite', () => {
  it.each(SITE_SLUGS)('%s: both blocks have their required properties', (site) => {
    const blocks = frontPageJsonLd(site);
    expect(blocks.map((b) => (b as { '@type': string })['@type'])).toEqual(['NewsMediaOrganization', 'WebSite']);
    for (const b of blocks) expect(missingRequired(b as Record<string, unknown>)).toEqual([]);
  });

  it('the search is each site’s archive, on its own domain, with the query-input’s variable', () => {
    expect(SITE_SLUGS.map(searchUrlTemplate)).toEqual([
      'https://hirter.hu/archivum?term={search_term_string}',
      'https://hirter.hu/after/archivum?term={search_term_string}',
      'https://hirter.hu/g7/archivum?term={search_term_string}',
      'https://hirter.hu/karakter/archivum?term={search_term_string}',
      'https://hirter.ro/archivum?term={search_term_string}',
    ]);
    const g7 = webSite('g7') as Site;
    expect(g7).toMatchObject({ name: 'G7', url: 'https://hirter.hu/g7', isPartOf: { url: 'https://hirter.hu/' } });
    expect(g7.potentialAction['query-input']).toBe('required name=search_term_string');
    expect(webSite('ro')).toMatchObject({ name: 'Hírtér Erdély', url: 'https://hirter.ro/' });
    expect(webSite('ro')).not.toHaveProperty('isPartOf');
  });

  it('the publisher of a sub-site is the main site’s, with its accounts; the Romanian edition is its own', () => {
    expect(organization('karakter')).toMatchObject({
      '@type': 'NewsMediaOrganization',
      name: 'Hírtér',
      url: 'https://hirter.hu',
      logo: { '@type': 'ImageObject', url: 'https://hirter.hu/images/logo/hirter.png' },
      sameAs: ['https://www.facebook.com/hirter.hu', 'https://x.com/hirter'],
    });
    expect(organization('ro')).toMatchObject({
      name: 'Hírtér Erdély',
      url: 'https://hirter.ro',
      logo: { url: 'https://hirter.ro/images/logo/hirter-erdely.png' },
    });
  });
});
