// The Facebook follow/join box (specialised-features.md §1, §9): a placeholder with its space reserved and
// a plain link to the page. The Facebook page plugin, in the Hungarian locale, comes only when the reader
// presses the button the embed script puts in (components/ArticleBody/embeds.ts); until then nothing loads from Facebook.
import { FACEBOOK_BOX_HEIGHT, facebookPagePluginSrc } from '../../domain/facades';
import styles from './FacebookBox.module.css';
import { EMBED_HEIGHT_ATTR, EMBED_KIND_ATTR, EMBED_SRC_ATTR, EMBED_TITLE_ATTR } from '../../domain/embedAttributes';

export const FACEBOOK_BOX_TEXTS = {
  title: 'Kövessen minket a Facebookon',
  link: 'A Facebook-oldalunk megnyitása',
  frameTitle: 'A Facebook-oldalunk követése',
} as const;

/** `pageUrl`: the publication's page, the site's social page URL (domain/sites.ts), never facebook.com itself. */
export function FacebookBox({ pageUrl }: { pageUrl: string }) {
  return (
    <section className={styles.box} aria-labelledby="box-facebook" data-box="box-facebook">
      <h2 id="box-facebook" className={styles.heading}>
        {FACEBOOK_BOX_TEXTS.title}
      </h2>
      <figure
        className="embed embed-box"
        {...{ [EMBED_KIND_ATTR]: 'facebook' }}
        {...{ [EMBED_SRC_ATTR]: facebookPagePluginSrc(pageUrl) }}
        {...{ [EMBED_TITLE_ATTR]: FACEBOOK_BOX_TEXTS.frameTitle }}
        {...{ [EMBED_HEIGHT_ATTR]: FACEBOOK_BOX_HEIGHT }}
        style={{ minHeight: FACEBOOK_BOX_HEIGHT }}
      >
        <a className="embed__link" href={pageUrl} rel="noopener noreferrer">
          {FACEBOOK_BOX_TEXTS.link}
        </a>
      </figure>
    </section>
  );
}
