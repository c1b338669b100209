// What a placeholder kind (`figure[data-embed]`) is, apart from the list of kinds (domain/facades.ts): a body's
// embed kind declares its own facade with these types, and the list imports it, so the types sit below both.

/** A window that tells of messages (the page's; a fake one in tests). */
export interface MessageTarget {
  addEventListener(type: 'message', listener: (e: { data: unknown; origin: string; source: unknown }) => void): void;
}
/** The loaded iframe, as far as its messages go. */
export interface FrameWindow {
  contentWindow: unknown;
}

/** A kind of placeholder: the provider it names, its load button, and what follows the press beyond the iframe. */
export interface Facade {
  provider: string;
  button: string;
  afterLoad?(o: { src: string; frame: FrameWindow; win: MessageTarget; setHeight(px: number): void }): void;
}
