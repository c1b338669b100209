// The data-* attributes a page's HTML carries for its browser code (#34 point 5). A name a script reads is a
// constant that the code writing it imports too, declared once beside them: `components/<Name>/attrs.ts`,
// `live/attrs.ts`, `live/player/attrs.ts`, or in `domain/` when `domain/` writes it (the document's own attributes,
// the embed placeholders of body HTML). Lint refuses a data-* name spelled anywhere else in renderer/, components/
// live/ and maps/ (eslint.config.mjs DATA_ATTRIBUTE_FILES).

/** The name of a data-* attribute. */
export type DataAttr = `data-${string}`;

/** The attributes of one feature, by what they mean. */
export type DataAttrs = Readonly<Record<string, DataAttr>>;

/** `[data-x]`, or `[data-x="value"]`: the selector of an element carrying the attribute. */
export function has(attr: DataAttr, value?: string): string {
  return value === undefined ? `[${attr}]` : `[${attr}="${value}"]`;
}

/** The attribute's value on `el`, undefined when it has none (as `el.dataset` answers). */
export function dataOf(el: Element, attr: DataAttr): string | undefined {
  return el.getAttribute(attr) ?? undefined;
}

/** JSX props writing data attributes by their constants: `<div {...dataProps({ [ATTR.x]: v })}>`. */
export function dataProps(attrs: Partial<Record<DataAttr, string | number | boolean | undefined>>): Record<string, string | number | boolean | undefined> {
  return attrs;
}
