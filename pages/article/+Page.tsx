import type { ReactNode } from 'react';
import { usePageData } from '../../renderer/usePageData';
import { adsSuppressed } from '../../domain/ads';
import { ArticleHeader } from '../../components/ArticleHeader/ArticleHeader';
import { ArticleBody } from '../../components/ArticleBody/ArticleBody';
import { AdSlot } from '../../components/AdSlot/AdSlot';
import { TagList } from '../../components/TagList/TagList';
import { LiveBlog } from '../../components/LiveBlog/LiveBlog';
import { RecommenderBox } from '../../components/RecommenderBox/RecommenderBox';
import { SupportBox } from '../../components/SupportBox/SupportBox';
import { NewsletterPromo } from '../../components/NewsletterPromo/NewsletterPromo';
import { Pagination, pageHref } from '../../components/Pagination/Pagination';
import { ArticleCard } from '../../components/ArticleCard/ArticleCard';
import { articleHref } from '../../domain/urls';
import { LIVE_BADGE, liveBadge } from '../../domain/live';
import { PipVideo } from '../../components/SharedData/SharedData';
import { houseOffer, supportShown } from '../../domain/housePromos';
import type { ArticlePageData } from './pageData';
import { renderEmbed } from './embeds/views';
import { SPORTS } from '../../domain/sports/registry';
import { SPORT_VIEWS } from './sportViews';
import styles from './ArticlePage.module.css';
import { LIVE_ARTICLE_ATTR, LIVE_LIVE_ATTR, LIVE_PAGE_ATTR, LIVE_SLUG_ATTR, LIVE_VERSION_ATTR } from '../../live/attrs';

export default function Page() {
  const d = usePageData<ArticlePageData>();
  const a = d.article;
  const site = d.shell.site;
  const ads = !adsSuppressed(a, { slotAllowsPr: false, isApp: false });
  const video = a.mainSuperTag.slug === 'video' || a.superTags.some((s) => s.slug === 'video');
  // No support link where the support route does not exist: a site without a support area, or donations off.
  const support = supportShown(site, d.shell.componentSetup, a.pr);
  const offer = houseOffer(site, d.shell.componentSetup, { pr: a.pr });
  const inserts = [
    ...(support ? [{ after: 3, node: <SupportBox /> }] : []),
    ...(ads
      ? [
          {
            after: 5,
            node: <AdSlot site={site} page="cikk" creative="roadblock" position="content" index={1} offer={offer} video={video} delayed margin={200} />,
          },
        ]
      : []),
  ];
  const isLiveblog = a.type === 'liveblog';
  return (
    <>
      {ads && (
        // The top banner's own zone above the column and sidebar on a wide screen: a 970×250 creative does not fit
        // the 760 px column; its box keeps the slot's height from the first paint, so nothing below it moves. A
        // phone shows none of it: its top slot comes after the article's header (below).
        <div className={styles.bannerZone} data-banner-zone="">
          <AdSlot site={site} page="cikk" creative="banner" position="top" index={1} offer={offer} only="desktop" video={video} load="early" />
        </div>
      )}
      <div
        className={styles.layout}
        data-article-type={a.type}
        data-article-id={a.id}
        // The live layer's marker (live/liveArticle.ts): what to poll, and the version this HTML shows.
        {...{ [LIVE_ARTICLE_ATTR]: '' }}
        {...{ [LIVE_SLUG_ATTR]: a.slug }}
        {...{ [LIVE_VERSION_ATTR]: a.version }}
        {...{ [LIVE_PAGE_ATTR]: d.page }}
        {...{ [LIVE_LIVE_ATTR]: liveBadge(a) === LIVE_BADGE || d.preview ? '' : undefined }}
      >
        <article className={styles.article}>
          {a.type === 'liveblogpost' && d.parent && (
            <p className={styles.parent}>
              <a href={articleHref(d.parent, site)}>← {d.parent.title}</a>
            </p>
          )}
          <ArticleHeader article={a} site={site} now={d.now} />
          {matchBox(d)}
          {ads && (
            // A phone's top slot: the same zone after the headline, lead and lead picture, never above them.
            <AdSlot site={site} page="cikk" creative="banner" position="top" index={1} offer={offer} only="mobile" video={video} load="early" />
          )}
          <ArticleBody blocks={d.body} inserts={inserts} renderEmbed={(b) => renderEmbed(b, d)} />
          {a.type === 'longform' && <Pagination current={d.page} total={d.pageCount} href={(p) => pageHref(d.path, p)} />}
          {isLiveblog && d.posts && (
            <>
              <LiveBlog pinned={d.page === 1 ? d.posts.pinnedItems : []} items={d.posts.items} site={site} now={d.now} />
              <Pagination current={d.page} total={d.pageCount} href={(p) => pageHref(d.path, p)} />
            </>
          )}
          {a.type === 'liveblogpost' && d.posts && (
            <section aria-label="További bejegyzések" className={styles.siblings}>
              <h2>További bejegyzések</h2>
              {d.posts.items
                .filter((i) => i.document.id !== a.id)
                .slice(0, 10)
                .map((i) => (
                  <ArticleCard key={i.document.id} article={i.document} site={site} image={false} />
                ))}
            </section>
          )}
          <TagList tags={a.tags} />
          {!a.pr && <NewsletterPromo place="article" />}
        </article>
        <div className={styles.sidebar}>
          {ads && <AdSlot site={site} page="cikk" creative="rectangle" position="sidebar" index={1} offer={offer} video={video} />}
          {d.recommended && (
            <RecommenderBox version={d.recommended.v} site={site} newest={d.recommended.newest} important={d.recommended.important} exclude={a.id} />
          )}
        </div>
      </div>
      {/* A live article is where a live video belongs: the pip video, while the newsroom has one on. */}
      {liveBadge(a) === LIVE_BADGE && <PipVideo view={d.shell.shared} />}
    </>
  );
}

/** The box of the match the article is about, drawn by the sport that shows one for it (as the data hook loaded it). */
function matchBox(d: ArticlePageData): ReactNode {
  const sport = SPORTS.find((s) => s.articleMatch(d.article));
  const draw = sport && SPORT_VIEWS[sport.name].articleMatch;
  return d.match && draw ? draw(d.match, d.now) : null;
}
