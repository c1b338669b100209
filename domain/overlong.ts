// A path no file system can hold a file at: a name over 255 bytes (ext4, XFS, APFS) or a path over 4,096
// (Linux's PATH_MAX). No page, asset or feed ever has one, so such a request is a fuzzer's or a broken link's:
// every server answers it 404 (or 414) and writes it at debug level, with the path cut short.

export const NAME_MAX_BYTES = 255;
export const PATH_MAX_BYTES = 4096;
/** How much of an overlong path a log line keeps. */
export const LOGGED_PATH_CHARS = 200;

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether `path` (as requested, percent-encoded or not) names something longer than a file system holds. */
export function isOverlongPath(path: string): boolean {
  if (bytes(path) <= NAME_MAX_BYTES) return false;
  const segments = path.split('/').map(decoded);
  return bytes(segments.join('/')) > PATH_MAX_BYTES || segments.some((s) => bytes(s) > NAME_MAX_BYTES);
}

/** An overlong path as a log line holds it: its start, and how long it was. */
export function loggedOverlongPath(path: string): string {
  return `${path.slice(0, LOGGED_PATH_CHARS)}… (${bytes(path)} bytes)`;
}
