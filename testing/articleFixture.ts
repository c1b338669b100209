// A complete Article with neutral values, for tests that care about a few fields only.
import type { Article } from '../domain/types';

export function articleFixture(over: Partial<Article> & Pick<Article, 'id'>): Article {
  const mainSuperTag = over.mainSuperTag ?? { id: 1, slug: 'belfold', name: 'Belföld', active: true, siteSlug: 'main' as const };
  return {
    type: 'article', title: `Cím ${over.id}`, pubDate: 0, updatedAt: 0, version: 1, slug: `cikk-${over.id}`,
    articleAuthors: [], lead: '', mainSuperTag, superTags: [], tags: [], flags: [],
    recommendedBoxImage: null, resizedRecommendedBoxImage: null, mobileImage43: null, mobileImage11: null,
    active: true, english: false, halfImage: false, colorScheme: null, spiritualHelp: false, drugProblem: false,
    rank: 0, live: false, adultContent: false, mirroringSites: [], recommender: null, colorClass: null,
    parent: null, parentId: null, originatingSite: mainSuperTag.siteSlug, subType: null, subtitle: null,
    headerType: null, minute: null, coverImage: null, coverImageText: null, facebookImage: null, coverImageSet: null,
    content: '', contentHighlight: null, paragraphCount: 0, articleContributors: [], facebookEngagement: 0,
    evergreen: false, important: false, announcement: false, favorite: false, periodic: false, adfree: false,
    pr: false, articleWidthCover: false, facebookSuggested: false, avCode: null, indexAVCode: null,
    ogDescription: null, livescoreId: null, subArticles: [], actions: [],
    ...over,
  };
}
