// Out of +onRenderHtml.tsx: vike allows a +file no export but its hook (https://vike.dev/no-side-exports) and
// warned of this one in every build and render process.
/**
 * React writes the preloads of a page's high-priority images (PreloadLeadImage, a lead ResponsiveImage) at
 * the very start of its markup, that is after the whole <head> with its inline styles: they go to the head's
 * top instead, so the preload scanner meets the largest image within the first bytes.
 */
export function hoistImagePreloads(body: string): { preloads: string; body: string } {
  const found = /^(?:<link rel="preload" as="image"[^>]*\/>)+/.exec(body);
  return found ? { preloads: found[0], body: body.slice(found[0].length) } : { preloads: '', body };
}
