// The article page's way of drawing a body, for the characterisation test: the widgets as stand-ins, the inserts where the page puts them.
import { loadedBody } from './articleBody';
import { ArticleBody } from '../components/ArticleBody/ArticleBody';

export function renderBodyForTest(body: string, v: { widgets: boolean; inserts: boolean }) {
  const inserts = v.inserts
    ? [
        { after: 3, node: <aside>SUPPORT</aside> },
        { after: 5, node: <aside>AD</aside> },
      ]
    : [];
  const stands = { 'forma-1': 'F1', podcast: 'EPISODE', kviz: 'QUIZ' };
  const blocks = loadedBody(body, v.widgets ? stands : {});
  return <ArticleBody blocks={blocks} inserts={inserts} renderEmbed={(b) => <section>{String(b.loaded)}</section>} />;
}
