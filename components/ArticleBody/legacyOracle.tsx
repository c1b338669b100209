// The article body as it was drawn before it became a model (issue #34 point 1), kept verbatim as the oracle of
// characterisation.test.tsx: for every article of the seeded store the model must draw the same bytes. Test-only.
// renderBody drew the players' placeholders itself then; renderPostBody is that same HTML now (the kinds draw them).
import { renderPostBody as renderBody } from '../../domain/articleBody/postBody';
import { formula1Embed } from '../../domain/formula1/embed';
import { episodeEmbed } from '../../domain/podcast/embed';
import { quizEmbed } from '../../domain/quiz';
import styles from './ArticleBody.module.css';
import { LIVE_SWAP_ATTR } from '../../live/attrs';

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
 * into lazy placeholders, and the inserts placed after the given paragraphs. `formula1` is the Formula 1
 * widget, drawn in place of the body's first paragraph that holds only a link to its page (domain/formula1/embed.ts);
 * `episode` likewise the card of the episode whose page such a paragraph links (domain/podcast/embed.ts).
 */
export function LegacyArticleBody({
  html,
  inserts = [],
  formula1,
  episode,
  quiz,
}: {
  html: string;
  inserts?: { after: number; node: React.ReactNode }[];
  formula1?: React.ReactNode;
  episode?: React.ReactNode;
  /** The quiz of the body's first quiz marker (domain/quiz.ts quizEmbed); without it the marker shows nothing. */
  quiz?: React.ReactNode;
}) {
  const safe = renderBody(html);
  const parts: React.ReactNode[] = [];
  let widgetPlaced = false;
  let episodePlaced = false;
  let quizPlaced = false;
  /** A piece of body HTML, its quiz markers taken out: the first one is where the quiz goes (the others, and all without a quiz, show nothing). */
  const withQuiz = (key: string, piece: string): React.ReactNode[] => {
    const embed = quizEmbed(piece);
    if (!embed) return [<div key={key} dangerouslySetInnerHTML={{ __html: piece }} />];
    const node = quiz && !quizPlaced ? quiz : null;
    if (node) quizPlaced = true;
    return [
      <div key={`${key}a`} dangerouslySetInnerHTML={{ __html: embed.before }} />,
      ...(node
        ? [
            <div key={`${key}q`} className={styles.box} data-embed-widget="kviz">
              {node}
            </div>,
          ]
        : []),
      ...withQuiz(`${key}b`, embed.after),
    ];
  };
  /** A piece of body HTML, split around the episode's marker paragraph when it is there. */
  const withEpisode = (key: string, piece: string): React.ReactNode[] => {
    const embed = episode && !episodePlaced ? episodeEmbed(piece) : null;
    if (!embed) return withQuiz(key, piece);
    episodePlaced = true;
    return [
      ...withQuiz(`${key}a`, embed.before),
      <div key={`${key}e`} className={styles.box} data-embed-widget="podcast">
        {episode}
      </div>,
      ...withQuiz(`${key}b`, embed.after),
    ];
  };
  /** A piece of body HTML, split around the widget's marker paragraph when it is there. */
  const html$ = (key: string, piece: string): React.ReactNode[] => {
    const embed = formula1 && !widgetPlaced ? formula1Embed(piece) : null;
    if (!embed) return withEpisode(key, piece);
    widgetPlaced = true;
    return [
      ...withEpisode(`${key}a`, embed.before),
      <div key={`${key}w`} className={styles.box} data-embed-widget="forma-1">
        {formula1}
      </div>,
      ...withEpisode(`${key}b`, embed.after),
    ];
  };
  let rest = safe;
  let consumed = 0;
  for (const ins of [...inserts].sort((a, b) => a.after - b.after)) {
    const [head, tail] = splitAfterParagraph(rest, ins.after - consumed);
    if (!tail) break;
    parts.push(
      ...html$(`h${ins.after}`, head),
      <div key={`i${ins.after}`} className={styles.box}>
        {ins.node}
      </div>,
    );
    rest = tail;
    consumed = ins.after;
  }
  parts.push(...html$('rest', rest));
  return (
    <div className={`${styles.body} prose`} data-article-body {...{ [LIVE_SWAP_ATTR]: 'body' }}>
      {parts}
    </div>
  );
}
