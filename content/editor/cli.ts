// `npm run editor -- <verb> …`: what an editor does in the newsroom CMS, on the embedded store.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDb } from '../store/schema';
import { defaultPaths } from '../seed/seed';
import { Editor, InvalidInputError, NotFoundError } from './commands';

const USAGE = `Használat: npm run editor -- <művelet> …
  create --section <rovat> --title "…" [--lead "…"] [--body "…"] [--site <oldal>] [--author <szerző>] [--type article|longform|liveblog] [--publish]
  update <slug> [--title "…"] [--lead "…"] [--body "…"]
  publish <slug>
  unpublish <slug>
  flag <slug> <jelölő> on|off
  post <élő-közvetítés-slug> --title "…" [--body "…"] [--pinned]
  block <oldal> <pozíció> --ids <cikk-id>,<cikk-id>,…`;

export function runEditor(argv: string[], dbPath: string): { code: number; out: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
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
      },
    });
  } catch (err) {
    return { code: 2, out: `${(err as Error).message}\n${USAGE}` };
  }
  const [verb, ...rest] = parsed.positionals;
  const v = parsed.values;
  const arity: Record<string, number> = { create: 0, update: 1, publish: 1, unpublish: 1, flag: 3, post: 1, block: 2 };
  if (!verb || !(verb in arity)) return { code: 2, out: `Ismeretlen művelet: ${verb ?? '(nincs)'}\n${USAGE}` };
  if (rest.length !== arity[verb]) return { code: 2, out: `A(z) ${verb} művelet ${arity[verb]} paramétert vár, ${rest.length} érkezett\n${USAGE}` };
  if (!existsSync(dbPath)) return { code: 2, out: `A tár nem létezik: ${dbPath} (előbb: npm run seed)` };

  const db = openDb(dbPath);
  try {
    const editor = new Editor(db);
    if (verb === 'block') {
      const b = editor.block(rest[0]!, rest[1]!, v.ids ?? '');
      return { code: 0, out: `block ${b.site} ${b.position}: ${b.articleIds.join(', ')}` };
    }
    const a = (() => {
      switch (verb) {
        case 'create':
          return editor.create({ section: v.section ?? '', title: v.title ?? '', lead: v.lead, body: v.body, site: v.site, author: v.author, type: v.type, publish: v.publish });
        case 'update':
          return editor.update(rest[0]!, { title: v.title, lead: v.lead, body: v.body });
        case 'publish':
          return editor.publish(rest[0]!);
        case 'unpublish':
          return editor.unpublish(rest[0]!);
        case 'flag':
          return editor.flag(rest[0]!, rest[1]!, rest[2]!);
        default:
          return editor.post(rest[0]!, { title: v.title ?? '', body: v.body, pinned: v.pinned });
      }
    })();
    return { code: 0, out: `${verb} ${a.slug}: version ${a.version}, ${a.active ? 'published' : 'not published'}` };
  } catch (err) {
    if (err instanceof InvalidInputError) return { code: 2, out: `${err.message}\n${USAGE}` };
    if (err instanceof NotFoundError) return { code: 1, out: err.message };
    throw err;
  } finally {
    db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code, out } = runEditor(process.argv.slice(2), defaultPaths().dbPath);
  (code === 0 ? console.log : console.error)(out);
  process.exit(code);
}
