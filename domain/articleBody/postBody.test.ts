import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postBodyHtml, renderPostBody } from './postBody';
import { renderBody } from '../sanitize';
import { POST_BODIES_KEPT } from '../constants';

// Counted, to tell a kept body from one made again (equal strings either way).
vi.mock('../sanitize', async (original) => {
  const m = await original<typeof import('../sanitize')>();
  return { ...m, renderBody: vi.fn(m.renderBody) };
});
const made = vi.mocked(renderBody);
beforeEach(() => made.mockClear());

describe("a live-blog post's body, kept by version", () => {
  it('is the processed body, made once per version, anew for a new version or other content', () => {
    const post = { id: 1, version: 3, content: '<p>a<script>x()</script></p>' };
    expect(postBodyHtml(post)).toBe(renderPostBody(post.content));
    expect(postBodyHtml(post)).not.toContain('script');
    made.mockClear();
    postBodyHtml({ ...post });
    expect(made).not.toHaveBeenCalled();
    expect(postBodyHtml({ ...post, version: 4, content: '<p>b</p>' })).toBe('<p>b</p>');
    // The same version with other content (a draft in a preview): never the kept body.
    expect(postBodyHtml({ ...post, content: '<p>draft</p>' })).toBe('<p>draft</p>');
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('keeps the most recently used, at most POST_BODIES_KEPT', () => {
    const kept = (id: number) => postBodyHtml({ id, version: 1, content: `<p>${id}</p>` });
    for (let id = 1000; id < 1000 + POST_BODIES_KEPT; id++) kept(id);
    kept(1000); // used again: now the newest
    kept(99_999); // one more: the oldest unused (1001) goes
    made.mockClear();
    kept(1000);
    expect(made).not.toHaveBeenCalled();
    kept(1001);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
