// Plain text (a lead, a reader's name) put where the program that shows it reads HTML: an RSS item's
// description, which feed readers render as HTML (RSS 2.0: "entity-encoded HTML is allowed"), and a mail's
// HTML part. Escaped here, so no element and no entity comes from the text: the reader sees it as typed.
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text as HTML that shows exactly this text; safe in element content and in a quoted attribute. */
export function plainTextAsHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}

/**
 * A reader's text from an address (a list's search term, a constituency search) with its control characters
 * (NUL, newlines, tabs, C1) as spaces: they mean nothing in a search, and a NUL would go into the page raw.
 */
export function withoutControls(text: string): string {
  return text.replace(/\p{Cc}/gu, ' ');
}
