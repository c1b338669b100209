export function isTempFileName(name: string): boolean;
export function tempPathFor(path: string): string;
export function stageFile(path: string, data: string | Uint8Array, mtime?: Date): string;
export function writeTemp(path: string, data: string | Uint8Array, mtime?: Date): Promise<string>;
export function stagingMtime(): Date;
export function tempTarget(name: string): string | null;
