import type { Article, MenuItem, SiteSlug } from '../../domain/types';
import { ELECTION_BOX_LINKS, SHOP_PATH, type SidebarBoxes } from '../../domain/listViews';
import { HIKING_NEWS_TAG } from '../../domain/listRoutes';
import { spotifyEmbed, spotifyOpenUrl } from '../../domain/embeds';
import { SITES, SITE_PATHS } from '../../domain/sites';
import { TITLE_OTHER_SHORT } from '../../domain/lists';
import { tagPath } from '../../domain/listLinks';
import { AdSlot } from '../AdSlot/AdSlot';
import type { HouseOffer } from '../../domain/housePromos';
import { ArticleCard } from '../ArticleCard/ArticleCard';
import { RecommenderBox } from '../RecommenderBox/RecommenderBox';
import { FacebookBox } from '../FacebookBox/FacebookBox';
import { HOLDBLOG_SHOWN } from '../../domain/recommender';
import styles from './ListSidebar.module.css';
import { EMBED_HEIGHT_ATTR, EMBED_KIND_ATTR, EMBED_SRC_ATTR, EMBED_TITLE_ATTR } from '../../domain/embedAttributes';
import { HOLDBLOG_CARD_ATTR, HOLDBLOG_RECOMMENDER_ATTR } from './attrs';

export interface ListSidebarData {
  site: SiteSlug;
  boxes: SidebarBoxes;
  /** The newest articles (the latest box). */
  latest: Article[];
  /** The recommender lists of this page's version (the important ones are shown). */
  important: Article[];
  /** That version (the browser draws the reader's own, components/RecommenderBox/RecommenderRotation). */
  recommenderVersion: number;
  hikingNews: Article[];
  /** The After playlist (common data afterSpotifyUrl). */
  spotifyUrl: string | null;
  /** The app links of the footer menu. */
  apps: MenuItem[];
  /** The Holdblog's newest articles on its section page, the pool its recommender draws 4 from (D-267). */
  holdblog?: Article[];
  /** The editors' text of this page (domain/uniqueBoxes.ts), sanitized; slugs name its unique items. */
  editorial?: { title: string; html: string; slugs: string[] } | null;
  /** What its ad slot's house promo may point to (domain/housePromos.ts). */
  offer: HouseOffer;
}

function Box({ id, title, more, children }: { id: string; title: string; more?: { href: string; label: string }; children: React.ReactNode }) {
  return (
    <section className={styles.box} aria-labelledby={id} data-box={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
      {more && (
        <a className={styles.more} href={more.href}>
          {more.label}
        </a>
      )}
    </section>
  );
}

/** The list pages' sidebar: which boxes show is domain/listViews.ts sidebarFor's decision. */
export function ListSidebar({ data: d }: { data: ListSidebarData }) {
  const b = d.boxes;
  const spotify = b.spotify && d.spotifyUrl ? spotifyEmbed(d.spotifyUrl, { afterPage: true }) : null;
  const latestPath = `${SITE_PATHS[d.site]}/legfrissebb`;
  return (
    <div className={styles.sidebar} data-sidebar="">
      <AdSlot site={d.site} page="cimlap" creative="rectangle" position="sidebar" index={1} offer={d.offer} />
      {b.election && (
        <Box id="box-election" title="Választások">
          <ul className={styles.links}>
            {ELECTION_BOX_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </Box>
      )}
      {spotify && (
        <Box id="box-spotify" title="Az After lejátszási listája">
          <figure
            className="embed-box"
            {...{ [EMBED_KIND_ATTR]: 'spotify' }}
            {...{ [EMBED_SRC_ATTR]: spotify.src }}
            {...{ [EMBED_TITLE_ATTR]: 'Az After lejátszási listája a Spotifyon' }}
            {...{ [EMBED_HEIGHT_ATTR]: spotify.height }}
            style={{ height: spotify.height }}
          >
            <a className="embed__link" href={spotifyOpenUrl(spotify)}>
              Meghallgatom a Spotifyon
            </a>
          </figure>
        </Box>
      )}
      {b.hikingNews && d.hikingNews.length > 0 && (
        <Box id="box-hiking-news" title="Szép kilátás hírek" more={{ href: tagPath(HIKING_NEWS_TAG), label: 'További túrahírek' }}>
          {d.hikingNews.map((a) => (
            <ArticleCard key={a.id} article={a} site={d.site} titleMax={TITLE_OTHER_SHORT} image={false} />
          ))}
        </Box>
      )}
      {b.latest && d.latest.length > 0 && (
        <Box id="box-latest" title="Friss hírek" more={{ href: latestPath, label: 'Az összes friss hír' }}>
          {d.latest.map((a) => (
            <ArticleCard key={a.id} article={a} site={d.site} titleMax={TITLE_OTHER_SHORT} image={false} />
          ))}
        </Box>
      )}
      {d.editorial && (
        <Box id="box-editorial" title={d.editorial.title}>
          <div className={styles.editorial} data-unique={d.editorial.slugs.join(' ')} dangerouslySetInnerHTML={{ __html: d.editorial.html }} />
        </Box>
      )}
      {d.holdblog && d.holdblog.length > 0 && (
        <Box id="box-holdblog" title="A Holdblog ajánlja">
          <div {...{ [HOLDBLOG_RECOMMENDER_ATTR]: '' }}>
            {d.holdblog.map((a, i) => (
              <div key={a.id} {...{ [HOLDBLOG_CARD_ATTR]: '' }} hidden={i >= HOLDBLOG_SHOWN}>
                <ArticleCard article={a} site={d.site} titleMax={TITLE_OTHER_SHORT} image={false} />
              </div>
            ))}
          </div>
        </Box>
      )}
      {b.recommender && <RecommenderBox version={d.recommenderVersion} site={d.site} newest={[]} important={d.important} exclude={0} />}
      {b.appShop && (
        <Box id="box-app-shop" title="Mobilon és a boltban">
          <ul className={styles.links}>
            {d.apps.map((l) => (
              <li key={l.url}>
                <a href={l.url}>{l.label}</a>
              </li>
            ))}
            <li>
              <a href={SHOP_PATH}>Webshop</a>
            </li>
          </ul>
        </Box>
      )}
      <FacebookBox pageUrl={SITES[d.site].socialPageUrl} />
    </div>
  );
}
