// Which picture format the media service answers with: the file the CMS wrote, or the same picture as WebP when
// the reader's browser says it takes WebP. The URL stays the CMS's, so a feed, a share card or an old browser
// gets the file itself.

/** File types the media service can also send as WebP. */
const WEBP_SOURCES = new Set(['.png', '.jpg', '.jpeg']);

/** True when a file of this extension (with the dot, any case) has a WebP answer too. */
export function hasWebpForm(extension: string): boolean {
  return WEBP_SOURCES.has(extension.toLowerCase());
}

/**
 * True when an Accept header names image/webp with a weight above zero. Only the type itself counts: `image/*`
 * and `*\/*` are sent by browsers that cannot draw WebP as well.
 */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((s) => s.trim());
    if (type.toLowerCase() !== 'image/webp') return false;
    const q = params.find((p) => /^q\s*=/i.test(p));
    if (!q) return true;
    const weight = Number(q.replace(/^q\s*=\s*/i, ''));
    return Number.isFinite(weight) && weight > 0;
  });
}
