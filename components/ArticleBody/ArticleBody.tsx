import { Fragment } from 'react';
import { renderBody } from '../../domain/sanitize';
import styles from './ArticleBody.module.css';

/** Splits sanitised body HTML after its n-th top-level paragraph, for an insert (support box, ad). */
export function splitAfterParagraph(html: string, n: number): [string, string] {
  let count = 0;
  let at = -1;
  const re = /<\/p>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (++count === n) {
      at = m.index + m[0].length;
      break;
    }
  }
  return at < 0 ? [html, ''] : [html.slice(0, at), html.slice(at)];
}

/**
 * The article's body: the CMS HTML sanitised (no script, no handlers, no unsafe links) with embeds turned
 * into lazy placeholders, and the inserts placed after the given paragraphs.
 */
export function ArticleBody({ html, inserts = [] }: { html: string; inserts?: { after: number; node: React.ReactNode }[] }) {
  const safe = renderBody(html);
  const parts: React.ReactNode[] = [];
  let rest = safe;
  let consumed = 0;
  for (const ins of [...inserts].sort((a, b) => a.after - b.after)) {
    const [head, tail] = splitAfterParagraph(rest, ins.after - consumed);
    if (!tail) break;
    parts.push(<div key={`h${ins.after}`} dangerouslySetInnerHTML={{ __html: head }} />, <Fragment key={`i${ins.after}`}>{ins.node}</Fragment>);
    rest = tail;
    consumed = ins.after;
  }
  parts.push(<div key="rest" dangerouslySetInnerHTML={{ __html: rest }} />);
  return (
    <div className={styles.body} data-article-body data-live-swap="body">
      {parts}
    </div>
  );
}
