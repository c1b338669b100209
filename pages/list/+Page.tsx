import { usePageData } from '../../renderer/usePageData';
import { ArticleCard } from '../../components/ArticleCard/ArticleCard';
import { AdSlot } from '../../components/AdSlot/AdSlot';
import { Pagination } from '../../components/Pagination/Pagination';
import { ListFrame } from '../../components/ListFrame/ListFrame';
import { HighlightStrip } from '../../components/HighlightStrip/HighlightStrip';
import { SearchBox } from '../../components/SearchBox/SearchBox';
import TagSearch from '../../components/TagSearch/TagSearch';
import { Island } from '../../components/Island/Island';
import { HikingMap } from '../../components/HikingMap/HikingMap';
import { LEAD, TITLE_BLOCK, TITLE_LIST } from '../../domain/lists';
import { listPageHref } from '../../domain/listViews';
import { formatNumber } from '../../domain/dates';
import type { Article } from '../../domain/types';
import { EpisodeBlock } from '../../components/EpisodeBlock/EpisodeBlock';
import { PODCAST_TEXTS } from '../../domain/podcast/texts';
import type { ListPageData } from './+data';
import { listLeadArticle } from '../../domain/leadImage';
import { houseOffer } from '../../domain/housePromos';
import styles from './ListPage.module.css';

/** A promoted item links to the advertiser's page when it has one (ctUrl), else to the article. */
/** Places of the list (the phone's ad is one) drawn with the first paint; the ones below are laid out as they near the screen (D-299). */
const ENTRIES_DRAWN_FIRST = 6;
const later = (i: number) => (i >= ENTRIES_DRAWN_FIRST ? 'render-later' : undefined);

function promotedTarget(a: Article): Article {
  return a.ctUrl && /^https?:\/\//i.test(a.ctUrl) ? { ...a, url: a.ctUrl } : a;
}

export default function Page() {
  const d = usePageData<ListPageData>();
  const v = d.view;
  const site = d.shell.site;
  const lead = listLeadArticle(
    d.highlights,
    d.entries.flatMap((e) => (e.kind === 'mobile-ad' ? [] : [e.article])),
  );
  return (
    <ListFrame view={v} frame={d.frame}>
      {v.map && d.page === 1 && !d.searching && <HikingMap />}
      {d.episodes.length > 0 && (
        <EpisodeBlock
          id="podcast-adasok"
          title={PODCAST_TEXTS.episodes}
          episodes={d.episodes}
          all={{ href: d.episodes[0]!.podcast.page, label: PODCAST_TEXTS.allEpisodes }}
        />
      )}
      <HighlightStrip items={d.highlights} site={site} lead={lead !== null && lead === d.highlights[0]} />
      {v.search &&
        (v.kind === 'archive' || d.tags.length > 0 ? (
          <Island name="TagSearch" component={TagSearch} props={{ action: v.path, label: v.search.label, term: d.query.term, tags: d.tags }} hydrate="load" />
        ) : (
          <SearchBox action={v.path} label={v.search.label} term={d.query.term} placeholders={d.shell.shared.searchPlaceholders} />
        ))}
      {d.searching && (
        <p className={styles.status} role="status">
          {d.totalItems > 0 ? `${formatNumber(d.totalItems)} találat` : 'Nincs találat.'}
          {d.query.term && ` – „${d.query.term}”`}
        </p>
      )}
      <div className={styles.items} data-list-items="">
        {d.entries.map((e, i) =>
          e.kind === 'mobile-ad' ? (
            <div key="mobile-ad" className={styles.mobileAd}>
              <AdSlot
                site={site}
                page="cimlap"
                creative="rectangle"
                position="content"
                index={1}
                offer={houseOffer(site, d.shell.componentSetup)}
                only="mobile"
              />
            </div>
          ) : e.promoted ? (
            <div key={`p${e.article.id}`} className={later(i)} data-promoted="">
              <ArticleCard
                article={promotedTarget(e.article)}
                site={site}
                size="list"
                titleMax={TITLE_LIST}
                leadMax={LEAD}
                label="Támogatott tartalom"
                headingLevel={2}
                sponsored
              />
            </div>
          ) : (
            <div key={e.article.id} className={later(i)} data-highlighted={e.highlighted ? '' : undefined}>
              <ArticleCard
                article={e.article}
                site={site}
                size={e.highlighted ? 'large' : 'list'}
                titleMax={e.highlighted ? TITLE_BLOCK : TITLE_LIST}
                leadMax={LEAD}
                now={d.now}
                headingLevel={2}
                leadPicture={e.article === lead}
              />
            </div>
          ),
        )}
      </div>
      <Pagination current={d.page} total={d.totalPages} href={(p) => listPageHref(v.path, p, d.query)} />
    </ListFrame>
  );
}
