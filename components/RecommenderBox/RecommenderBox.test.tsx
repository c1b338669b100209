import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { articleFixture } from '../../testing/articleFixture';
import { TITLE_OTHER_SHORT } from '../../domain/lists';
import { RecommenderBox } from './RecommenderBox';

describe('RecommenderBox', () => {
  it('cuts a card’s title at the box’s length, with the full title as tooltip', () => {
    const long = 'Molnár Mihály szerződést hosszabbított a Nyíregyháza csapatával, és már a következő idényre készül';
    const html = renderToString(<RecommenderBox version={1} site="main" newest={[articleFixture({ id: 1, title: long })]} important={[]} exclude={0} />);
    const [, tooltip, text] = /<a href="[^"]*" title="([^"]*)">([^<]*)<\/a>/.exec(html)!;
    expect(tooltip).toBe(long);
    expect(text).toMatch(/…$/);
    expect(Array.from(text!).length).toBeLessThanOrEqual(TITLE_OTHER_SHORT);
  });
});
