// `npm run editor -- <verb> …`: what an editor does in the newsroom CMS, on the embedded store.
import { isProduction } from '../../config/secrets';
import { refusedPasswords } from '../../domain/devEditor';
import { codeAt } from '../security/totp';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDb } from '../store/schema';
import { defaultPaths } from '../seed/seed';
import { Editor, InvalidInputError, NotFoundError } from './commands';
import { EpisodeEditor } from './episodes';
import type { Db } from '../store/schema';
import { openSecurityDb } from '../security/db';
import { servicePaths } from '../paths';
import { addEditor, editorByEmail, EditorInputError, removeEditor, resetOtp } from '../security/editors';
import { loadSettings } from '../../config/settings';
import { MATCH_USAGE, runMatch } from './match';
import { QUIZ_USAGE, runQuiz } from './quiz';
import { REDIRECT_USAGE, runRedirect } from './redirects';
import { DONATIONS_USAGE, runDonations } from './donations';
import { COMMON_USAGE, runCommon } from './common';
import { argumentProblem, errorLine, wantsHelp } from '../../config/commandLine';

export const USAGE = `Használat: npm run editor -- <művelet> …
  create --section <rovat> --title "…" [--lead "…"] [--body "…"] [--site <oldal>] [--author <szerző>] [--type article|longform|liveblog] [--publish]
  update <slug> [--title "…"] [--lead "…"] [--body "…"] [--match <mérkőzés-id>|0] [--color-scheme light|dark|-]
  publish <slug>
  unpublish <slug>
  flag <slug> <jelölő> on|off
  post <élő-közvetítés-slug> --title "…" [--body "…"] [--pinned]
  block <oldal> <pozíció> --ids <cikk-id>,<cikk-id>,…
  rate HUF|RON <deviza> <árfolyam>   (a legutóbbi árfolyamnap árfolyama, pl. rate RON EUR 4,98)
  podcast add --name "…" --site main|after|g7|karakter [--slug <slug>] [--description "…"]
  episode add --podcast <podcast> --title "…" --source </media/….wav|https://…> [--duration <mp>] [--slug <slug>] [--article <cikk-slug>] [--image </media/….png>] [--description "…"] [--publish]
  episode update <adás-slug> [--title "…"] [--source …] [--duration <mp>] [--article <cikk-slug>|-] [--image …|-] [--description "…"] [--podcast <podcast>] [--slug <új-slug>]
  episode publish <adás-slug>
  episode unpublish <adás-slug>
  user add --email <e-mail> --password <jelszó>|-   (-: a jelszó a bemenet első sora, így nem marad a parancssorban)
  user remove --email <e-mail>
  user reset-otp --email <e-mail>
  user code --email <e-mail>   (a szerkesztő pillanatnyi belépési kódja; csak fejlesztéshez)
  ${QUIZ_USAGE}
  ${MATCH_USAGE}
  ${REDIRECT_USAGE}
  ${DONATIONS_USAGE}
  ${COMMON_USAGE}`;

/** Where the usage is: the end of the one line an unknown verb or option prints. */
const HELP = 'npm run editor -- --help';

const USER_ACTIONS = ['add', 'remove', 'reset-otp', 'code'];

/** `user …`: the preview's editor accounts, in the security store (the content store need not exist). */
function runUser(action: string, v: { email?: string; password?: string }, securityDbPath: string): { code: number; out: string } {
  if (!USER_ACTIONS.includes(action)) return { code: 2, out: `Ismeretlen user művelet: ${action} (add, remove, reset-otp vagy code)\n${USAGE}` };
  if (v.email === undefined || v.email.trim() === '') return { code: 2, out: `--email kötelező\n${USAGE}` };
  if (action === 'add' && v.password === undefined) return { code: 2, out: `--password kötelező\n${USAGE}` };
  if (action !== 'add' && v.password !== undefined) return { code: 2, out: `--password csak az add művelethez tartozik\n${USAGE}` };
  if (action === 'add' && refusedPasswords(isProduction()).includes(v.password!))
    return { code: 2, out: 'Ez a README-ben közzétett fejlesztői jelszó: éles környezetben senkit nem enged be, válasszon másikat' };
  const db = openSecurityDb(securityDbPath);
  try {
    if (action === 'add') {
      const added = addEditor(db, { email: v.email, password: v.password! });
      return {
        code: 0,
        out: `Szerkesztő létrehozva: ${added.email}\nTOTP titok: ${added.secret}\nHitelesítő alkalmazásba (QR-kódként vagy beillesztve):\n${added.otpauthUri}`,
      };
    }
    if (action === 'code') {
      // A development convenience (no authenticator app at hand); in production codes come from the app only.
      if (isProduction()) return { code: 2, out: 'A user code csak fejlesztéshez való (NODE_ENV=production)' };
      const editor = editorByEmail(db, v.email.trim().toLowerCase());
      return editor ? { code: 0, out: codeAt(editor.totpSecret, Date.now()) } : { code: 1, out: `Nincs ilyen szerkesztő: ${v.email}` };
    }
    if (action === 'remove') {
      return removeEditor(db, v.email)
        ? { code: 0, out: `Szerkesztő törölve: ${v.email.trim().toLowerCase()} (bejelentkezései megszűntek)` }
        : { code: 1, out: `Nincs ilyen szerkesztő: ${v.email}` };
    }
    const reset = resetOtp(db, v.email);
    if (!reset) return { code: 1, out: `Nincs ilyen szerkesztő: ${v.email}` };
    return { code: 0, out: `Új TOTP titok: ${reset.secret}\nHitelesítő alkalmazásba (a régi bejegyzés már nem jó):\n${reset.otpauthUri}` };
  } catch (err) {
    if (err instanceof EditorInputError) return { code: 2, out: `${err.message}\n${USAGE}` };
    throw err;
  } finally {
    db.close();
  }
}

/** `podcast add`, `episode add|update|publish|unpublish` (services/editor/episodes.ts). */
function runPodcast(
  verb: 'podcast' | 'episode',
  rest: string[],
  v: Record<string, string | boolean | undefined>,
  db: Db,
  mediaDir: string,
): { code: number; out: string } {
  const text = (name: string) => (typeof v[name] === 'string' ? (v[name] as string) : undefined);
  const editor = new EpisodeEditor(db, mediaDir);
  const [action, slug] = rest;
  const wants = verb === 'podcast' || action === 'add' ? 1 : 2;
  const known = verb === 'podcast' ? ['add'] : ['add', 'update', 'publish', 'unpublish'];
  if (!action || !known.includes(action)) return { code: 2, out: `Ismeretlen ${verb} művelet: ${action ?? '(nincs)'} (${known.join(', ')})\n${USAGE}` };
  if (rest.length !== wants) return { code: 2, out: `A(z) ${verb} ${action} művelet ${wants - 1} paramétert vár, ${rest.length - 1} érkezett\n${USAGE}` };
  if (verb === 'podcast') {
    const added = editor.addPodcast({ slug: text('slug'), name: text('name'), site: text('site'), description: text('description') });
    return { code: 0, out: `podcast ${added}: created` };
  }
  const o = {
    slug: text('slug'),
    podcast: text('podcast'),
    title: text('title'),
    source: text('source'),
    duration: text('duration'),
    article: text('article'),
    image: text('image'),
    description: text('description'),
    publish: v.publish === true,
  };
  const r = action === 'add' ? editor.add(o) : action === 'update' ? editor.update(slug!, o) : editor.setPublished(slug!, action === 'publish');
  return { code: 0, out: `episode ${action} ${r.slug}: ${r.active ? 'published' : 'not published'}` };
}

/** Every option of every verb (parseArgs refuses the others). */
const CLI_OPTIONS = {
  section: { type: 'string' },
  title: { type: 'string' },
  lead: { type: 'string' },
  body: { type: 'string' },
  site: { type: 'string' },
  author: { type: 'string' },
  type: { type: 'string' },
  publish: { type: 'boolean' },
  pinned: { type: 'boolean' },
  ids: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  match: { type: 'string' },
  slug: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  podcast: { type: 'string' },
  source: { type: 'string' },
  duration: { type: 'string' },
  article: { type: 'string' },
  image: { type: 'string' },
  file: { type: 'string' },
  json: { type: 'string' },
  'color-scheme': { type: 'string' },
} as const;

function parseCli(argv: string[]) {
  return parseArgs({ args: argv, allowPositionals: true, strict: true, options: CLI_OPTIONS });
}
type CliValues = ReturnType<typeof parseCli>['values'];

/** Each verb's count of positional parameters; -1: the verb counts its own (it has sub-verbs). */
const ARITY: Record<string, number> = {
  create: 0,
  update: 1,
  publish: 1,
  unpublish: 1,
  flag: 3,
  post: 1,
  block: 2,
  rate: 3,
  user: 1,
  podcast: -1,
  episode: -1,
  quiz: -1,
  redirect: -1,
  donations: -1,
  common: -1,
};

export function runEditor(
  argv: string[],
  dbPath: string,
  securityDbPath: string = servicePaths(dbPath).securityDb,
  /** Where /media/… files are (a local WAV's length is read from it); MEDIA_DIR when not given. */
  mediaDir?: string,
): { code: number; out: string } {
  if (wantsHelp(argv)) return { code: 0, out: USAGE };
  let parsed;
  try {
    parsed = parseCli(argv);
  } catch (err) {
    return { code: 2, out: errorLine(argumentProblem(err), HELP) };
  }
  const [verb, ...rest] = parsed.positionals;
  const v = parsed.values;
  if (!verb) return { code: 2, out: `Ismeretlen művelet: (nincs)\n${USAGE}` };
  if (!Object.hasOwn(ARITY, verb)) return { code: 2, out: errorLine(`Ismeretlen művelet: ${verb}`, HELP) };
  if (ARITY[verb] !== -1 && rest.length !== ARITY[verb])
    return { code: 2, out: `A(z) ${verb} művelet ${ARITY[verb]} paramétert vár, ${rest.length} érkezett\n${USAGE}` };
  if (verb === 'user') return runUser(rest[0]!, v, securityDbPath);
  if (!existsSync(dbPath)) return { code: 2, out: `A tár nem létezik: ${dbPath} (előbb: npm run seed)` };

  const db = openDb(dbPath);
  try {
    if (verb === 'podcast' || verb === 'episode') return runPodcast(verb, rest, v, db, mediaDir ?? defaultPaths().mediaDir);
    if (verb === 'quiz') return runQuiz(rest, v, db, servicePaths(dbPath).quizDb, USAGE);
    if (verb === 'redirect') return runRedirect(rest, db, USAGE);
    if (verb === 'donations') return runDonations(rest, db, USAGE);
    if (verb === 'common') return { code: 0, out: runCommon(db, rest) };
    const editor = new Editor(db);
    if (verb === 'rate') {
      const r = editor.rate(rest[0]!, rest[1]!, rest[2]!);
      return { code: 0, out: `rate ${r.base} ${r.code} ${r.date}: ${r.rate}` };
    }
    if (verb === 'block') {
      const b = editor.block(rest[0]!, rest[1]!, v.ids ?? '');
      return { code: 0, out: `block ${b.site} ${b.position}: ${b.articleIds.join(', ')}` };
    }
    const a = runArticleVerb(editor, verb, rest, v);
    return { code: 0, out: `${verb} ${a.slug}: version ${a.version}, ${a.active ? 'published' : 'not published'}` };
  } catch (err) {
    if (err instanceof InvalidInputError) return { code: 2, out: `${err.message}\n${USAGE}` };
    if (err instanceof NotFoundError) return { code: 1, out: err.message };
    throw err;
  } finally {
    db.close();
  }
}

/** The verbs on one article: create, update, publish, unpublish, flag, and a live blog's post. */
function runArticleVerb(editor: Editor, verb: string, rest: string[], v: CliValues) {
  switch (verb) {
    case 'create':
      return editor.create({
        section: v.section ?? '',
        title: v.title ?? '',
        lead: v.lead,
        body: v.body,
        site: v.site,
        author: v.author,
        type: v.type,
        publish: v.publish,
      });
    case 'update':
      return editor.update(rest[0]!, { title: v.title, lead: v.lead, body: v.body, match: v.match, colorScheme: v['color-scheme'] });
    case 'publish':
      return editor.publish(rest[0]!);
    case 'unpublish':
      return editor.unpublish(rest[0]!);
    case 'flag':
      return editor.flag(rest[0]!, rest[1]!, rest[2]!);
    default:
      return editor.post(rest[0]!, { title: v.title ?? '', body: v.body, pinned: v.pinned });
  }
}

/**
 * The command line: `match` talks to the live-score service at LIVESCORE_API_URL, every other verb works on
 * the store.
 */
export async function runCli(
  argv: string[],
  dbPath: string,
  livescoreUrl: () => string,
  readInput: () => Promise<string> = readStdin,
): Promise<{ code: number; out: string }> {
  if (argv[0] === 'match' && !wantsHelp(argv)) return runMatch(argv.slice(1), livescoreUrl(), USAGE);
  return runEditor(await withInputPassword(argv, readInput), dbPath);
}

/**
 * `--password -`: the password is the first line of the input (`read -rs P; printf '%s\n' "$P" | …`), so it is in
 * no shell history and no process list, where any user of the machine can read an argument.
 */
async function withInputPassword(argv: string[], readInput: () => Promise<string>): Promise<string[]> {
  const at = argv.findIndex((a, i) => a === '--password=-' || (a === '-' && argv[i - 1] === '--password'));
  if (at < 0) return argv;
  const password = (await readInput()).split(/\r?\n/, 1)[0]!;
  return argv[at] === '-' ? argv.with(at, password) : argv.with(at, `--password=${password}`);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code, out } = await runCli(process.argv.slice(2), defaultPaths().dbPath, () => loadSettings(['LIVESCORE_API_URL']).LIVESCORE_API_URL);
  (code === 0 ? console.log : console.error)(out);
  process.exit(code);
}
