// Video and audio embeds and the link-safety rule (reader-site.md §5; specialised-features.md §5, §9).

// ---------------------------------------------------------------------------------------------------
// URL safety
// ---------------------------------------------------------------------------------------------------

/** The only schemes a link in a body may use; everything else (javascript:, data:, blob:, vbscript:, …) is refused. */
export const SAFE_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  amp: '&',
  lpar: '(',
  rpar: ')',
  sol: '/',
  period: '.',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};

function decodeOnce(s: string): string {
  return s
    .replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, code: string) => {
      const n = code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : parseInt(code, 10);
      return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    })
    .replace(/&([a-z]+);/gi, (m, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? m)
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

// Characters a browser ignores or strips inside a scheme, or that hide it from a naive check: C0 controls
// and space, DEL and C1 controls, soft hyphen, zero-width characters, bidi marks, BOM.
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028-\u202f\u2060-\u206f\ufeff]/g;

/**
 * Whether a link target may be put in an href: http(s), mailto and tel, and relative, root-relative,
 * protocol-relative and fragment URLs. Every other scheme is refused. The scheme is read after undoing
 * the tricks that hide it — HTML entities ('&#106;avascript:', 'javascript&colon;'), percent escapes,
 * tabs, newlines, control and invisible characters anywhere in it ('java\tscript:'), leading blanks and
 * letter case — repeated until nothing changes, so double encoding does not help either.
 */
export function isSafeUrl(href: string): boolean {
  let s = href;
  for (let i = 0; i < 5; i++) {
    const next = decodeOnce(s);
    if (next === s) break;
    s = next;
  }
  const compact = s.replace(INVISIBLE, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (scheme) return SAFE_SCHEMES.includes(scheme[1]!.toLowerCase());
  // Without a scheme: a relative URL, unless something scheme-like still hides before the first ':'
  // (a character a browser would drop that we did not, e.g. 'javascript\u2000:').
  const colon = compact.indexOf(':');
  if (colon === -1) return true;
  const beforeColon = compact.slice(0, colon);
  return /[/?#]/.test(beforeColon);
}

function parseHttpUrl(url: string): URL | null {
  const trimmed = url.trim();
  const withScheme = trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
  let parsed: URL;
  try {
    parsed = new URL(withScheme);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password) return null;
  return parsed;
}

// ---------------------------------------------------------------------------------------------------
// YouTube
// ---------------------------------------------------------------------------------------------------

export interface YoutubeEmbed {
  id: string;
  /** Start time in seconds, null from the beginning. */
  start: number | null;
  /** Shorts are portrait (9:16). */
  portrait: boolean;
  /** The privacy-enhanced player address. */
  src: string;
}

export const YOUTUBE_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** Eleven-character path words of the embed player that are not video ids (playlists, channel streams). */
const YOUTUBE_NOT_IDS = new Set(['videoseries', 'live_stream']);

/** '90', '90s', '1m30s', '1h2m3s' (and '1h', '2m') in seconds; null when the value is none of these. */
export function parseStartTime(value: string | null): number | null {
  if (value === null) return null;
  const v = value.trim().toLowerCase();
  if (/^\d+$/.test(v)) return Number(v);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(v);
  if (!m || v === '') return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

/**
 * The embed of a YouTube link: watch?v=, /embed/, /shorts/ and /live/ on youtube.com (also m., music. and the
 * nocookie host) and youtu.be short links. The `t` or `start` parameter (or a '#t=' fragment) gives the
 * start time; 0 or an unreadable value means from the beginning. Null for other hosts and malformed ids.
 */
export function youtubeEmbed(url: string): YoutubeEmbed | null {
  const u = parseHttpUrl(url);
  if (!u) return null;
  const host = u.hostname.toLowerCase();
  const segments = u.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let portrait = false;
  if (SHORT_HOSTS.has(host)) {
    if (segments.length !== 1) return null;
    id = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second, ...rest] = segments;
    if (first === 'watch' && segments.length === 1) id = u.searchParams.get('v') ?? undefined;
    else if ((first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') && second && rest.length === 0) {
      id = second;
      portrait = first === 'shorts';
    }
  }
  if (!id || !YOUTUBE_ID.test(id) || YOUTUBE_NOT_IDS.has(id)) return null;
  const fragmentT = /(?:^|&)t=([^&]+)/.exec(u.hash.slice(1))?.[1] ?? null;
  // The first readable of t, start and a '#t=' fragment: an unreadable t (a share link's stray value) leaves the others.
  const seconds = [u.searchParams.get('t'), u.searchParams.get('start'), fragmentT].map(parseStartTime).find((v) => v !== null) ?? null;
  const start = seconds !== null && seconds > 0 ? seconds : null;
  return { id, start, portrait, src: `${YOUTUBE_EMBED_BASE}${id}${start !== null ? `?start=${start}` : ''}` };
}

/** The address a reader without the player opens: the shorts page for shorts, else the watch page. */
export function youtubeWatchUrl(embed: Pick<YoutubeEmbed, 'id' | 'start' | 'portrait'>): string {
  if (embed.portrait) return `https://www.youtube.com/shorts/${embed.id}`;
  return `https://www.youtube.com/watch?v=${embed.id}${embed.start !== null ? `&t=${embed.start}s` : ''}`;
}

// ---------------------------------------------------------------------------------------------------
// Spotify
// ---------------------------------------------------------------------------------------------------

export const SPOTIFY_KINDS = ['album', 'artist', 'playlist', 'track', 'episode'] as const;
export type SpotifyKind = (typeof SPOTIFY_KINDS)[number];

/** Player heights in px (specialised-features.md §9). */
export const SPOTIFY_HEIGHTS = { default: 155, episode: 233, compact: 80, afterPage: 400 } as const;

export interface SpotifyEmbed {
  kind: SpotifyKind;
  id: string;
  src: string;
  /** Height of the player in px, reserved before it loads. */
  height: number;
}

export interface SpotifyEmbedOptions {
  /** The sidebar player of the After page (400 px). */
  afterPage?: boolean;
  /** The one-line player (80 px). */
  compact?: boolean;
}

const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
const SPOTIFY_PREFIX = /^intl-[a-z]{2}(?:-[a-z]{2,4})?$/i;

/**
 * The embed of an open.spotify.com album, artist, playlist, track or episode link, in its plain, /embed/
 * or localised /intl-xx/ form. Height: 400 on the After page, else 80 when compact, else 233 for an
 * episode, else 155. Null for anything else (other hosts, shows, users, malformed ids).
 */
export function spotifyEmbed(url: string, opts: SpotifyEmbedOptions = {}): SpotifyEmbed | null {
  const u = parseHttpUrl(url);
  if (!u || u.hostname.toLowerCase() !== 'open.spotify.com') return null;
  const segments = u.pathname.split('/').filter(Boolean);
  // At most one /embed/ and one /intl-xx/ before the kind, in either order.
  const seen = new Set<string>();
  while (segments.length > 2) {
    const head = segments[0]!;
    const prefix = head === 'embed' ? 'embed' : SPOTIFY_PREFIX.test(head) ? 'intl' : null;
    if (!prefix || seen.has(prefix)) break;
    seen.add(prefix);
    segments.shift();
  }
  if (segments.length !== 2) return null;
  const [kind, id] = segments as [string, string];
  if (!(SPOTIFY_KINDS as readonly string[]).includes(kind) || !SPOTIFY_ID.test(id)) return null;
  const k = kind as SpotifyKind;
  const height = opts.afterPage
    ? SPOTIFY_HEIGHTS.afterPage
    : opts.compact
      ? SPOTIFY_HEIGHTS.compact
      : k === 'episode'
        ? SPOTIFY_HEIGHTS.episode
        : SPOTIFY_HEIGHTS.default;
  return { kind: k, id, src: `https://open.spotify.com/embed/${k}/${id}`, height };
}

/** The address a reader without the player opens. */
export function spotifyOpenUrl(embed: Pick<SpotifyEmbed, 'kind' | 'id'>): string {
  return `https://open.spotify.com/${embed.kind}/${embed.id}`;
}
