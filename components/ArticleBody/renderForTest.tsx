// The article page's way of drawing a body, for the characterisation test: the widgets as stand-ins, the inserts where the page puts them.
import { ArticleBody } from './ArticleBody';

export function renderBodyForTest(body: string, v: { widgets: boolean; inserts: boolean }) {
  const inserts = v.inserts
    ? [
        { after: 3, node: <aside>SUPPORT</aside> },
        { after: 5, node: <aside>AD</aside> },
      ]
    : [];
  return (
    <ArticleBody
      html={body}
      inserts={inserts}
      formula1={v.widgets ? <section>F1</section> : undefined}
      episode={v.widgets ? <section>EPISODE</section> : undefined}
      quiz={v.widgets ? <section>QUIZ</section> : undefined}
    />
  );
}
