// The football model's images as small SVG files (no network, D-215): a crest in the team's colours with
// its letters, an avatar with a player's or coach's initials, a league badge, the countries' flags. Written
// under the content service's media folder (served under /media) by the process that starts the service,
// only where a file is missing: the same model always draws the same files.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LEAGUES } from './competitions';
import { countryFlag, leagueLogo, MEDIA_PREFIX, teamLogo } from './media';
import { squadOf } from './squads';
import { ALL_TEAMS, type TeamDef } from './teams';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Dark text on a light colour, white on a dark one. */
export function textInk(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1a1a1a' : '#ffffff';
}

export const svgImage = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${body}</svg>\n`;

// The generic family only: each picture is a document of its own, and a named font the machine lacks is
// looked for again in every one (a dozen crests on the football screen, main-thread time at load).
export const svgLabel = (text: string, colour: string, size: number, y = 38) =>
  `<text x="32" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${colour}">${escape(text)}</text>`;

export function crestSvg(team: TeamDef): string {
  const [primary, secondary] = team.colours;
  const size = team.code.length > 3 ? 13 : 16;
  return svgImage(
    `<path d="M32 3 L58 11 V30 C58 46 46 56 32 61 C18 56 6 46 6 30 V11 Z" fill="${primary}" stroke="${secondary}" stroke-width="4"/>` +
      svgLabel(team.code, textInk(primary), size),
  );
}

export function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export function avatarSvg(name: string, colour: string): string {
  return svgImage(
    `<rect width="64" height="64" rx="32" fill="${colour}"/>` +
      `<circle cx="32" cy="25" r="11" fill="${textInk(colour)}" opacity="0.18"/>` +
      `<path d="M12 56 C14 42 50 42 52 56" fill="${textInk(colour)}" opacity="0.18"/>` +
      svgLabel(initials(name), textInk(colour), 20, 40),
  );
}

function leagueSvg(name: string): string {
  const short = name.length > 6 ? initials(name.replace('-', ' ')) : name;
  return svgImage(
    `<rect x="2" y="2" width="60" height="60" rx="12" fill="#0b2545" stroke="#c9a227" stroke-width="3"/>` +
      svgLabel(short, '#ffffff', short.length > 3 ? 14 : 18),
  );
}

const STARS = Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6;
  return `<circle cx="${(32 + 14 * Math.sin(a)).toFixed(1)}" cy="${(32 - 14 * Math.cos(a)).toFixed(1)}" r="2.4" fill="#ffcc00"/>`;
}).join('');

/** The flags of the countries that have one (Világ has none, on purpose). */
const FLAGS: Record<string, string> = {
  HU: svgImage(
    '<rect y="8" width="64" height="16" fill="#ce2939"/><rect y="24" width="64" height="16" fill="#ffffff"/><rect y="40" width="64" height="16" fill="#477050"/>',
  ),
  'GB-ENG': svgImage(
    '<rect y="8" width="64" height="48" fill="#ffffff"/><rect x="27" y="8" width="10" height="48" fill="#ce1124"/><rect y="27" width="64" height="10" fill="#ce1124"/>',
  ),
  EU: svgImage(`<rect y="8" width="64" height="48" fill="#003399"/>${STARS}`),
};

/** Every image the model names: its /media path and its content. */
export function* footballImages(): Generator<[path: string, content: string]> {
  for (const team of ALL_TEAMS) {
    yield [teamLogo(team.id), crestSvg(team)];
    const squad = squadOf(team.id);
    for (const p of squad.players) if (p.photo) yield [p.photo, avatarSvg(p.name, team.colours[0])];
    if (squad.coach.photo) yield [squad.coach.photo, avatarSvg(squad.coach.name, '#5f6b7a')];
  }
  for (const league of LEAGUES) yield [leagueLogo(league.id), leagueSvg(league.name)];
  for (const [code, content] of Object.entries(FLAGS)) yield [countryFlag(code), content];
}

/** Writes the images that are missing under `mediaDir` (each a /media path and its content); answers how many it wrote. */
export function writeMissing(mediaDir: string, images: Iterable<[path: string, content: string]>): number {
  let written = 0;
  for (const [path, content] of images) {
    const file = join(mediaDir, path.slice(MEDIA_PREFIX.length));
    if (existsSync(file)) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    written++;
  }
  return written;
}

/** Writes the football images that are missing under `mediaDir`; answers how many it wrote. */
export function ensureFootballImages(mediaDir: string): number {
  return writeMissing(mediaDir, footballImages());
}
