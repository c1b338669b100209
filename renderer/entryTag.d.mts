export declare const ENTRY_ATTRIBUTE: 'data-entry';
export declare function withoutEntryTag(html: string): string;
