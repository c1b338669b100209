export declare const ENTRY_ATTRIBUTE: 'data-entry';
export declare function withoutEntryTag(html: string): string;
export declare function entryOf(doc: { documentElement: { getAttribute(name: string): string | null } }): string | null;
