import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_EXAMPLE_COMMAND, ENV_EXAMPLE_FILE, envExample } from './envExample';
import { ALL_NAMES, SECRETS, SETTINGS, parseSettings } from './settings';

const committed = () => readFileSync(join(import.meta.dirname, '..', ENV_EXAMPLE_FILE), 'utf8');

/** The value lines of a .env text, `#NAME=value` or `NAME=value`, in order. */
function valueLines(text: string): [string, string][] {
  return [...text.matchAll(/^#?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]);
}

describe('.env.example', () => {
  it(`is what config/settings.ts and config/secrets.ts make of it (write it again: ${ENV_EXAMPLE_COMMAND})`, () => {
    expect(committed(), `${ENV_EXAMPLE_FILE} is stale: run ${ENV_EXAMPLE_COMMAND}`).toBe(envExample());
  });

  it('lists every setting, then every secret, once, each under a line that says what it is', () => {
    const text = committed();
    expect(valueLines(text).map(([name]) => name)).toEqual([...ALL_NAMES]);
    for (const name of ALL_NAMES) expect(text, name).toMatch(new RegExp(`^# ${name}: \\S.*\\n#${name}=`, 'm'));
    // Nothing is set by copying the file: every value line is commented out.
    expect(text).not.toMatch(/^[A-Z][A-Z0-9_]*=/m);
  });

  it('gives each setting a value that reads as its default, and each secret its development default, marked so', () => {
    const text = committed();
    const unset = parseSettings(ALL_NAMES, {});
    if (!unset.ok) throw new Error(unset.errors.join('\n'));
    for (const [name, value] of valueLines(text)) {
      const n = name as (typeof ALL_NAMES)[number];
      if (value === '') continue;
      const set = parseSettings([n], { [n]: value });
      expect(set.ok, `${name}=${value}`).toBe(true);
      // LOG_LEVEL's default is worked out where the process runs (config/log.ts): the line gives the README's.
      const expected = unset.settings[n] ?? (n in SETTINGS ? SETTINGS[n as keyof typeof SETTINGS].readme.replace(/`/g, '') : undefined);
      if (set.ok) expect(set.settings[n], name).toEqual(expected);
    }
    for (const [name, s] of Object.entries(SECRETS)) expect(text).toContain(`# ${name}: ${s.guards} (development default)\n#${name}=${s.devDefault}\n`);
    expect(text).toMatch(/DEVELOPMENT DEFAULTS.*for local use only/);
  });

  it('leaves empty only the settings that have no default of their own, and says their default in words', () => {
    const unset = parseSettings(ALL_NAMES, {});
    if (!unset.ok) throw new Error(unset.errors.join('\n'));
    const empty = valueLines(committed()).filter(([, v]) => v === '');
    for (const [name] of empty) {
      expect(unset.settings[name as (typeof ALL_NAMES)[number]], name).toBeUndefined();
      expect(committed(), name).toMatch(new RegExp(`^# ${name}: .*\\(default: [^)]+\\)\\n`, 'm'));
    }
  });
});
