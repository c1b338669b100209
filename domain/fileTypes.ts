// The type of every file the edge serves, by its extension, and which types are worth compressing: one table
// for the origin (server/origin.ts), the render server and the preview (server/buildAssets.ts), the build's
// compressed copies (prerender/clientFiles.ts) and nginx.conf's `types`, `charset_types` and `gzip_types`
// (prerender/nginx.ts). Scripts are `text/javascript` (RFC 9239), text types carry UTF-8.
import { HTML_TYPE } from './serving';

export interface FileType {
  /** The media type without parameters, as nginx's `types` names it. */
  type: string;
  /** Extensions without the dot. */
  extensions: readonly string[];
  /** Text: served with `; charset=utf-8`. */
  text: boolean;
  /** Worth a `.br`/`.gz` copy and gzip on the fly. */
  compressible: boolean;
}

const text = (type: string, extensions: readonly string[]): FileType => ({ type, extensions, text: true, compressible: true });
const binary = (type: string, extensions: readonly string[]): FileType => ({ type, extensions, text: false, compressible: false });

export const FILE_TYPES: readonly FileType[] = [
  text('text/html', ['html', 'htm']),
  text('text/css', ['css']),
  text('text/plain', ['txt']),
  text('text/javascript', ['js', 'mjs']),
  text('application/json', ['json', 'map']),
  // The manifest is JSON: compressed, but its type names no charset (browsers read it as UTF-8 anyway).
  { type: 'application/manifest+json', extensions: ['webmanifest'], text: false, compressible: true },
  text('application/xml', ['xml', 'xsl']),
  text('application/rss+xml', ['rss']),
  text('image/svg+xml', ['svg']),
  binary('image/png', ['png']),
  binary('image/jpeg', ['jpg', 'jpeg']),
  binary('image/gif', ['gif']),
  binary('image/webp', ['webp']),
  binary('image/avif', ['avif']),
  binary('image/x-icon', ['ico']),
  binary('font/woff2', ['woff2']),
  binary('font/woff', ['woff']),
  binary('application/pdf', ['pdf']),
  binary('audio/mpeg', ['mp3']),
  binary('audio/wav', ['wav']),
  binary('audio/ogg', ['ogg', 'opus']),
  binary('video/mp4', ['mp4']),
];

/** What a file of an unknown extension is served as. */
export const DEFAULT_FILE_TYPE = 'application/octet-stream';

/** The Content-Type header of a file type (text ones with their charset). */
export const contentTypeOf = (t: FileType): string => (t.type === 'text/html' ? HTML_TYPE : t.text ? `${t.type}; charset=utf-8` : t.type);

const BY_EXTENSION = new Map(FILE_TYPES.flatMap((t) => t.extensions.map((ext) => [ext, contentTypeOf(t)] as const)));

/** The Content-Type of the file at `path` by its extension (any case), or DEFAULT_FILE_TYPE. */
export function fileContentType(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 && BY_EXTENSION.get(name.slice(dot + 1).toLowerCase())) || DEFAULT_FILE_TYPE;
}

const COMPRESSIBLE_TYPES = new Set(FILE_TYPES.filter((t) => t.compressible).map((t) => t.type));

/** Whether an answer of this Content-Type is worth compressing (parameters ignored). */
export function compressibleType(contentType: string): boolean {
  return COMPRESSIBLE_TYPES.has(contentType.split(';')[0]!.trim().toLowerCase());
}

/** Whether the file at `path` gets compressed copies beside it. */
export const compressibleFile = (path: string): boolean => compressibleType(fileContentType(path));
