// How a third-party embed stands in sanitised body HTML: an iframe alone in a p or div, alone (with an optional
// caption) in a figure, or anywhere. One pattern for the sanitiser's placeholders (domain/sanitize.ts) and the
// body's embed kinds (domain/articleBody/kinds/); a leaf, so that neither imports the other.

/** An iframe element; group 1 is its attributes. */
export const IFRAME = String.raw`<iframe\b([^>]*)>[\s\S]*?</iframe>`;

/**
 * Groups: 1 the p/div tag, 2 its iframe's attributes; 3 a figure's iframe's attributes, 4 its caption; 5 a bare
 * iframe's attributes. Global: use it with matchAll or replace.
 */
export const IFRAME_EMBED = new RegExp(
  String.raw`<(p|div)\b[^>]*>\s*${IFRAME}\s*</\1>` +
    String.raw`|<figure\b[^>]*>\s*${IFRAME}\s*(<figcaption\b[^>]*>[\s\S]*?</figcaption>)?\s*</figure>` +
    `|${IFRAME}`,
  'gi',
);
