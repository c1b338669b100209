import { drawnBlocks, placeInserts, type Block, type EmbedBlock } from '../../domain/articleBody/blocks';
import { embedKind } from '../../domain/articleBody/embedKinds';
import styles from './ArticleBody.module.css';
import { LIVE_SWAP_ATTR } from '../../live/attrs';

/**
 * The article's body: its blocks (domain/articleBody/, parsed once from the sanitised body by the page's data hook,
 * each embed with what was loaded for it), the inserts placed after the given paragraphs. An embed that drew
 * something is `renderEmbed`'s (the page's views of the kinds, pages/article/embeds/views.ts).
 */
export function ArticleBody({
  blocks,
  inserts = [],
  renderEmbed = () => null,
}: {
  blocks: readonly Block[];
  inserts?: { after: number; node: React.ReactNode }[];
  renderEmbed?: (block: EmbedBlock) => React.ReactNode;
}) {
  const placed = placeInserts(
    blocks,
    inserts.map((ins, i) => ({ after: ins.after, id: String(i) })),
    embedKind,
  );
  const parts = drawnBlocks(placed, embedKind).map((b, i) => {
    switch (b.type) {
      case 'html':
        return <div key={i} dangerouslySetInnerHTML={{ __html: b.html }} />;
      case 'embed':
        return b.loaded == null ? null : (
          <div key={i} className={styles.box} data-embed-widget={b.kind}>
            {renderEmbed(b)}
          </div>
        );
      case 'insert':
        return (
          <div key={i} className={styles.box}>
            {inserts[Number(b.id)]?.node}
          </div>
        );
    }
  });
  return (
    <div className={`${styles.body} prose`} data-article-body {...{ [LIVE_SWAP_ATTR]: 'body' }}>
      {parts}
    </div>
  );
}
