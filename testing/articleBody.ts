// A body as the article page's data hook leaves it, for tests: parsed once, the first embed of each kind given what
// `loaded` names for its kind (the others loaded nothing).
import { parseArticleBody } from '../domain/articleBody/embedKinds';
import type { Block } from '../domain/articleBody/blocks';
import { renderBody } from '../domain/sanitize';

export function loadedBody(content: string, loaded: Record<string, unknown> = {}): Block[] {
  const seen = new Set<string>();
  return parseArticleBody(renderBody(content)).map((b) => {
    if (b.type !== 'embed') return b;
    const first = !seen.has(b.kind);
    seen.add(b.kind);
    return { ...b, loaded: first ? (loaded[b.kind] ?? null) : null };
  });
}
