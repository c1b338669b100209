import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { articleFixture } from '../../testing/articleFixture';
import type { AutoBlock as AutoBlockData } from '../../domain/types';
import { AutoBlock } from './AutoBlock';

const version = (v: number, ids: number[]): AutoBlockData => ({
  v,
  blocks: [{ title: `Rovat ${v}`, slug: `rovat-${v}`, articles: ids.map((id) => articleFixture({ id })) }],
});

describe('AutoBlock', () => {
  it('has every version in the HTML, only the first visible, and the script that draws one', () => {
    const html = renderToString(<AutoBlock versions={[version(1, [1]), version(2, [2]), version(3, [3]), version(4, [4])]} site="main" now={0} />);
    expect(html.match(/data-auto-block-version="\d"/g)).toEqual([1, 2, 3, 4].map((v) => `data-auto-block-version="${v}"`));
    expect(html).toMatch(/data-auto-block-version="1"(?! hidden)/);
    for (const v of [2, 3, 4]) expect(html).toContain(`data-auto-block-version="${v}" hidden=""`);
    expect(html).toContain('<script>(function(){');
    expect(html).toContain('autoBlockVersions');
  });

  it('leaves out versions with nothing to show, and shows nothing without any', () => {
    const html = renderToString(<AutoBlock versions={[{ v: 1, blocks: [] }, version(2, [2])]} site="main" now={0} />);
    expect(html).not.toContain('data-auto-block-version="1"');
    expect(html).toMatch(/data-auto-block-version="2"(?! hidden)/);
    expect(renderToString(<AutoBlock versions={[{ v: 1, blocks: [] }]} site="main" now={0} />)).toBe('');
  });
});
