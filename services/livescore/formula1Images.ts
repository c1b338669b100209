// The Formula 1 model's pictures as small SVG files (no network, like the football images, D-215): a
// driver's portrait with his initials in his team's colour, a team's logo with its short name. Written under
// the content service's media folder (served under /media) by the process that starts the service, only
// where a file is missing: the same model always draws the same files.
import { avatarSvg, svgImage, svgLabel, textInk, writeMissing } from './football/images';
import { F1_DRIVERS, F1_TEAMS, teamOfDriver } from './formula1';
import { driverImage, f1TeamLogo } from './formula1Media';

/** Each team's colour, in F1_TEAMS' order. */
const TEAM_COLOURS = ['#1e41ff', '#dc0000', '#00a19b', '#ff8000', '#006f62', '#0090ff', '#005aff', '#6692ff', '#52e252', '#b6babd'];

const colourOf = (teamId: number) => TEAM_COLOURS[(teamId - 1) % TEAM_COLOURS.length]!;

/** A team's short name on the logo: its first word's first three letters ('RED', 'FER'). */
export function teamCode(name: string): string {
  return name.split(' ')[0]!.slice(0, 3).toUpperCase();
}

export function teamLogoSvg(teamId: number, name: string): string {
  const colour = colourOf(teamId);
  return svgImage(
    `<rect x="2" y="14" width="60" height="36" rx="6" fill="${colour}" stroke="#15151e" stroke-width="3"/>` + svgLabel(teamCode(name), textInk(colour), 16),
  );
}

/** Every picture the Formula 1 model names: its /media path and its content. */
export function* formula1Images(): Generator<[path: string, content: string]> {
  for (const [i, [name]] of F1_TEAMS.entries()) yield [f1TeamLogo(i + 1), teamLogoSvg(i + 1, name)];
  for (const [i, [name]] of F1_DRIVERS.entries()) yield [driverImage(i + 1), avatarSvg(name, colourOf(teamOfDriver(i + 1)))];
}

/** Writes the pictures that are missing under `mediaDir`; answers how many it wrote. */
export function ensureFormula1Images(mediaDir: string): number {
  return writeMissing(mediaDir, formula1Images());
}
