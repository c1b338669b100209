import type { ListLogo } from '../../domain/listViews';
import { SubBrandLogo } from '../SubBrandLogo/SubBrandLogo';
import styles from './ListHeader.module.css';
import { SPONSORED_LINE_ATTR } from './attrs';

export interface ListHeaderData {
  /** The list's title: the route's, or the one the content API supplies. */
  title: string;
  rss: string | null;
  /** An author list's author; the avatar is the 4x variant (domain/images.ts avatarSrc). */
  author: { name: string; avatar: string | null } | null;
}

/**
 * The header group of a list: the title (or the sub-brand's logo, which carries the title's text), an
 * author's avatar, the RSS link; `sponsoredLine`: the ad script may append the sponsor's line to it (attrs.ts).
 */
export function ListHeader({ header, logo, sponsoredLine }: { header: ListHeaderData; logo: ListLogo | null; sponsoredLine: boolean }) {
  return (
    <header className={styles.header} {...(sponsoredLine ? { [SPONSORED_LINE_ATTR]: '' } : {})}>
      <div className={styles.row}>
        {header.author?.avatar && <img className={styles.avatar} src={header.author.avatar} alt="" width={96} height={96} />}
        <h1 id="list-title" className={styles.title}>
          {logo ? (
            <>
              <SubBrandLogo logo={logo} />
              {logo.name !== header.title && <span className="visually-hidden"> – {header.title}</span>}
            </>
          ) : (
            header.title
          )}
        </h1>
        {header.rss && (
          <a className={styles.rss} href={header.rss}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <circle cx="3" cy="13" r="2" />
              <path d="M1 7a8 8 0 0 1 8 8h-2.5A5.5 5.5 0 0 0 1 9.5zM1 2a13 13 0 0 1 13 13h-2.5A10.5 10.5 0 0 0 1 4.5z" />
            </svg>
            RSS<span className="visually-hidden"> – {header.title}</span>
          </a>
        )}
      </div>
    </header>
  );
}
