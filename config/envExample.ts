// The text of `.env.example`, made from the one declaration of the settings (config/settings.ts) and of the
// secrets (config/secrets.ts), so the file cannot name a setting that is gone or a default that changed:
// config/envExample.test.ts compares the committed file with this text, and `npx tsx scripts/envExample.ts`
// writes it again.
//
// Every line is commented out: an unset or empty setting takes its default, and a default derived from another
// setting (SECURITY_DB beside CONTENT_DB, RENDER_URL from RENDER_PORT) would stop following it once written out.
import { ALL_NAMES, SECRETS, SETTINGS, parseSettings, type SettingName } from './settings';

export const ENV_EXAMPLE_FILE = '.env.example';
export const ENV_EXAMPLE_COMMAND = 'npx tsx scripts/envExample.ts';

const HEADER = `# Every setting of the site's processes, with its default, and every secret, with its development default.
# Generated from config/settings.ts and config/secrets.ts by \`${ENV_EXAMPLE_COMMAND}\`; do not edit by hand
# (config/envExample.test.ts fails when this file and the modules differ). The README's settings table says more.
#
# Every line is commented out: an unset or empty setting takes its default. Copy this file to .env and uncomment
# only what you change (a shell: \`set -a; . ./.env; set +a\`, with values that hold spaces quoted; docker compose
# reads .env only for what compose.yaml names, its secrets and a few more: docs/deploy.md). NODE_ENV=production makes the secrets mandatory (see the end of this file).`;

const SECRETS_HEADER = `# Secrets. The values below are DEVELOPMENT DEFAULTS, published in the README: for local use only. With
# NODE_ENV=production each one must be set to a value of your own, at least 32 random characters
# (e.g. \`openssl rand -base64 33\`; the VAPID pair: \`npx web-push generate-vapid-keys\`), or the process stops.`;

/** A default as the environment would spell it: a list comma-separated, none as empty. */
function spelled(value: unknown): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** The README's default column without its code marks: `data/content.db`, `security.db beside CONTENT_DB`. */
const plain = (readme: string) => readme.replace(/`/g, '');

/** Every setting's and secret's default as the environment would spell it (none: empty). */
function parsedDefaults(): Record<string, string> {
  const r = parseSettings(ALL_NAMES, {});
  if (!r.ok) throw new Error(`a default does not parse: ${r.errors.join('; ')}`);
  return Object.fromEntries(ALL_NAMES.map((name) => [name, spelled(r.settings[name])]));
}

/**
 * Each setting's value line: its default; where it has none of its own, the README's single value when there is
 * one (LOG_LEVEL: config/log.ts works it out, info outside the tests), else empty.
 */
export function exampleDefaults(): Record<string, string> {
  const parsed = parsedDefaults();
  const out: Record<string, string> = {};
  for (const name of ALL_NAMES) {
    const readme = Object.hasOwn(SETTINGS, name) ? SETTINGS[name as SettingName].readme : '';
    out[name] = parsed[name] === '' && /^`[^`]+`$/.test(readme) ? plain(readme) : parsed[name]!;
  }
  return out;
}

/** The whole text of `.env.example`. */
export function envExample(): string {
  const parsed = parsedDefaults();
  const lines = exampleDefaults();
  const blocks: string[] = [HEADER];
  for (const [name, d] of Object.entries(SETTINGS) as [SettingName, { readme: string; about: string; derived?: unknown }][]) {
    // The default in words where the value line alone does not say it: none, derived, or worked out where it runs.
    const said = parsed[name] === '' || d.derived ? ` (default: ${plain(d.readme)})` : '';
    blocks.push(`# ${name}: ${d.about}${said}\n#${name}=${lines[name]}`);
  }
  blocks.push(SECRETS_HEADER);
  for (const [name, s] of Object.entries(SECRETS)) blocks.push(`# ${name}: ${s.guards} (development default)\n#${name}=${s.devDefault}`);
  return `${blocks.join('\n\n')}\n`;
}
