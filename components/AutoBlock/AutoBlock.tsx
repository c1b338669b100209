import type { AutoBlock as AutoBlockData, SiteSlug } from '../../domain/types';
import { autoBlockScript } from '../../domain/autoBlock';
import { autoSectionHref } from '../../domain/frontBlocks';
import { TITLE_OTHER_SHORT } from '../../domain/lists';
import { FrontTeaser } from '../FrontBlock/FrontBlock';
import styles from './AutoBlock.module.css';

const ROOT_ID = 'auto-block';

/**
 * Every auto-block version in the HTML, the first one visible; the inline script after them shows one
 * drawn from the reader's bag (domain/autoBlock.ts) before the browser paints. Without JavaScript the
 * first version stays.
 */
export function AutoBlock({ versions, site, now }: { versions: AutoBlockData[]; site: SiteSlug; now: number }) {
  const shown = versions.filter((v) => v.blocks.length > 0);
  if (shown.length === 0) return null;
  return (
    <section id={ROOT_ID} className={`${styles.auto} render-later`} aria-label="Rovataink" data-auto-block>
      {shown.map((v, i) => (
        <div key={v.v} className={styles.version} data-auto-block-version={v.v} hidden={i !== 0}>
          {v.blocks.map((s) => {
            const href = autoSectionHref(s.slug, s.articles, site);
            return (
              // Not a landmark of its own: a curated block above may carry the same section name.
              <div key={s.slug} className={styles.section} data-auto-section={s.slug}>
                <h2 className={styles.heading}>{href ? <a href={href}>{s.title}</a> : s.title}</h2>
                <ul>
                  {s.articles.map((a) => (
                    <FrontTeaser key={a.id} article={a} titleMax={TITLE_OTHER_SHORT} site={site} size="line" now={now} />
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      ))}
      <script dangerouslySetInnerHTML={{ __html: autoBlockScript(ROOT_ID) }} />
    </section>
  );
}
