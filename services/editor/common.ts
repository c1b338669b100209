// `npm run editor -- common …`: the shared data of the refresh call (reader-site.md §3 "Common data"), as the
// newsroom sets it during the day: the pip live video, a city's weather, the flooding warning, the trending tags
// (pinned, or counted from the articles again), the search placeholders, the DW promotion and the quiz refresh
// flag. Each is one write of settings('common') (or settings('trending')); open pages take it from the refresh
// call within a poll, pages rendered later draw it. Values are key=value words, so one parser serves every part.
import { PINNED_TRENDING_KEY, PIP_DEFAULTS, SHARED_DATA_CHANGE, sharedUrl, type CommonSettings, type PinnedTrending } from '../../domain/sharedData';
import type { CommonData, PipStatus, WeatherData } from '../../domain/types';
import { stmt, type Db } from '../store/schema';
import { touchSetting } from '../store/write';
import { InvalidInputError } from './commands';

export const COMMON_USAGE = `common pip show=1|0 [title="…"] [url=</media/….mp4|https://…>] [open=1|0] [label="…"]   (pip reset: label élő, open 1, show 0)
  common weather <város> <fok> ["leírás"]   (fagy: common weather -- Pécs -3; common weather <város> -: a város lekerül)
  common flood on river=<folyó> level=<cm> [url=…]   |   common flood off
  common trending <címke-slug>,<címke-slug>,…   |   common trending auto   (a cikkekből számolva)
  common placeholders "első|második|…"
  common dwpromo on title="…" url=…   |   common dwpromo off
  common quiz-refresh on|off   (a kvízek 15 mp-enként frissülnek)`;

const MAX_TEXT = 200;

/** key=value words; a word without '=' or an unknown key is refused. */
function pairs(words: string[], keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const w of words) {
    const at = w.indexOf('=');
    const key = at > 0 ? w.slice(0, at) : '';
    if (!keys.includes(key)) throw new InvalidInputError(`Ismeretlen beállítás: ${w} (lehet: ${keys.map((k) => `${k}=…`).join(', ')})`);
    const value = w.slice(at + 1).trim();
    if (value.length > MAX_TEXT) throw new InvalidInputError(`${key}: legfeljebb ${MAX_TEXT} karakter`);
    out[key] = value;
  }
  return out;
}

function flag(value: string | undefined, what: string): string | undefined {
  if (value === undefined) return undefined;
  if (value !== '0' && value !== '1') throw new InvalidInputError(`${what}: 1 vagy 0, nem ${value}`);
  return value;
}

function url(value: string | undefined, what: string): string | undefined {
  if (value === undefined || value === '') return value;
  if (!sharedUrl(value)) throw new InvalidInputError(`${what}: az oldal saját útvonala (/…) vagy http(s) cím, nem ${value}`);
  return value;
}

function onOff(value: string | undefined): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new InvalidInputError(`on vagy off, nem ${value ?? '(nincs)'}`);
}

function pip(current: PipStatus, words: string[]): PipStatus {
  if (words.length === 1 && words[0] === 'reset') return { ...PIP_DEFAULTS };
  if (words.length === 0) throw new InvalidInputError('common pip: show=…, title=…, url=…, open=…, label=… vagy reset');
  const p = pairs(words, ['show', 'title', 'url', 'open', 'label']);
  const next: PipStatus = {
    ...current,
    ...(p.show !== undefined && { pipShow: flag(p.show, 'show')! }),
    ...(p.open !== undefined && { pipOpen: flag(p.open, 'open')! }),
    ...(p.title !== undefined && { pipTitle: p.title }),
    ...(p.url !== undefined && { pipUrl: url(p.url, 'url')! }),
    ...(p.label !== undefined && { pipLabel: p.label || PIP_DEFAULTS.pipLabel }),
  };
  if (next.pipShow === '1' && !next.pipUrl) throw new InvalidInputError('A bekapcsolt élő videónak cím kell (url=…)');
  return next;
}

function weather(current: WeatherData[], words: string[]): WeatherData[] {
  const [city, degrees, ...rest] = words;
  if (!city?.trim() || degrees === undefined) throw new InvalidInputError('common weather <város> <fok> ["leírás"]');
  if (degrees === '-') return current.filter((w) => w.city !== city);
  const temperature = Number(degrees.replace(',', '.'));
  if (!/^-?\d{1,2}([.,]\d)?$/.test(degrees)) throw new InvalidInputError(`A hőmérséklet fok (pl. -3 vagy 21,5), nem ${degrees}`);
  const description = rest.join(' ').trim().slice(0, MAX_TEXT);
  const old = current.find((w) => w.city === city);
  const entry: WeatherData = { city, temperature, description: description || old?.description || '', icon: old?.icon ?? '' };
  return old ? current.map((w) => (w === old ? entry : w)) : [...current, entry];
}

function flood(words: string[]): CommonData['floodingData'] {
  const [state, ...rest] = words;
  if (!onOff(state)) return null;
  const p = pairs(rest, ['river', 'level', 'url']);
  if (!p.river) throw new InvalidInputError('common flood on: river=<folyó> kell');
  const level = Number(p.level);
  if (!p.level || !/^\d{1,4}$/.test(p.level)) throw new InvalidInputError(`level: a vízszint cm-ben (pl. 812), nem ${p.level ?? '(nincs)'}`);
  return { active: true, river: p.river, level, url: url(p.url, 'url') ?? '' };
}

function dwPromo(words: string[]): CommonData['dwPromo'] {
  const [state, ...rest] = words;
  if (!onOff(state)) return null;
  const p = pairs(rest, ['title', 'url']);
  if (!p.title || !p.url) throw new InvalidInputError('common dwpromo on: title=… és url=… kell');
  return { show: true, title: p.title, url: url(p.url, 'url')! };
}

function placeholders(words: string[]): string[] {
  const list = words
    .join(' ')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) throw new InvalidInputError('common placeholders "első|második|…"');
  if (list.some((s) => s.length > MAX_TEXT)) throw new InvalidInputError(`Egy javaslat legfeljebb ${MAX_TEXT} karakter`);
  return list;
}

function trending(db: Db, words: string[]): PinnedTrending | null {
  if (words.length === 1 && words[0] === 'auto') return null;
  const slugs = words
    .join(',')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (slugs.length === 0) throw new InvalidInputError('common trending <címke-slug>,… vagy auto');
  const tags = slugs.map((slug) => {
    const t = stmt(db, 'SELECT slug, name FROM tags WHERE slug = ?').get(slug) as { slug: string; name: string } | undefined;
    if (!t) throw new InvalidInputError(`Nincs ilyen címke: ${slug}`);
    return t;
  });
  return { tags };
}

function readSetting<T>(db: Db, key: string): T | null {
  const r = stmt(db, 'SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return r ? (JSON.parse(r.value) as T) : null;
}

/** Writes the setting and puts the edit in the changes feed, so the next run republishes the fronts. */
function writeSetting(db: Db, key: string, value: unknown): void {
  if (value === null) stmt(db, 'DELETE FROM settings WHERE key = ?').run(key);
  else stmt(db, 'INSERT INTO settings(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, JSON.stringify(value));
  touchSetting(db, SHARED_DATA_CHANGE, Math.floor(Date.now() / 1000));
}

/** Runs `common <part> …`; answers the line the command prints. */
export function runCommon(db: Db, rest: string[]): string {
  const [part, ...words] = rest;
  return db.transaction(() => {
    if (part === 'trending') {
      const pinned = trending(db, words);
      writeSetting(db, PINNED_TRENDING_KEY, pinned);
      return `common trending: ${pinned ? pinned.tags.map((t) => t.slug).join(', ') : 'a cikkekből számolva'}`;
    }
    const c = readSetting<CommonSettings>(db, 'common');
    if (!c) throw new InvalidInputError('A tárban nincs settings(common): előbb npm run seed');
    let next: CommonSettings;
    if (part === 'pip') next = { ...c, pipStatus: pip({ ...PIP_DEFAULTS, ...c.pipStatus }, words) };
    else if (part === 'weather') next = { ...c, weatherData: weather(c.weatherData ?? [], words) };
    else if (part === 'flood') next = { ...c, floodingData: flood(words) };
    else if (part === 'placeholders') next = { ...c, searchPlaceholders: placeholders(words) };
    else if (part === 'dwpromo') next = { ...c, dwPromo: dwPromo(words) };
    else if (part === 'quiz-refresh' && words.length === 1) next = { ...c, componentSetup: { ...c.componentSetup, refreshQuiz: onOff(words[0]) ? '1' : '0' } };
    else throw new InvalidInputError(`Ismeretlen common rész: ${part ?? '(nincs)'} (pip, weather, flood, trending, placeholders, dwpromo, quiz-refresh)`);
    writeSetting(db, 'common', next);
    const changed = (Object.keys(next) as (keyof CommonSettings)[]).find((k) => JSON.stringify(next[k]) !== JSON.stringify(c[k]));
    return `common ${part}: ${changed ? JSON.stringify(next[changed]) : 'változatlan'}`;
  })();
}
