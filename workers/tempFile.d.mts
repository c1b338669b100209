export function isTempFileName(name: string): boolean;
export function tempPathFor(path: string): string;
export function writeTempSync(path: string, data: Uint8Array): string;
