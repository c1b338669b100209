// `npm run editor -- donations on|off`: the component setup's donations flag (reader-site.md §3 "Common data",
// §5: on, the main site's support routes are a 404 and no page points to them). The renderer reads it with the
// shared data; the change in the changes feed has the next publisher run re-render every page and the support routes.
import { stmt, type Db } from '../store/schema';
import { touchSetting } from '../store/write';

export const DONATIONS_USAGE = 'donations on|off   (a támogatási oldalak kikapcsolása: on → a /tamogatas útvonalak 404-et adnak)';

export function runDonations(rest: string[], db: Db, usage: string): { code: number; out: string } {
  const [state, ...extra] = rest;
  if ((state !== 'on' && state !== 'off') || extra.length) return { code: 2, out: `A donations on vagy off paramétert vár\n${usage}` };
  const row = stmt(db, "SELECT value FROM settings WHERE key = 'common'").get() as { value: string } | undefined;
  if (!row) return { code: 1, out: 'A közös beállítások hiányoznak (előbb: npm run seed)' };
  const common = JSON.parse(row.value) as { componentSetup: { donations: string } };
  common.componentSetup.donations = state === 'on' ? '1' : '0';
  db.transaction(() => {
    stmt(db, "UPDATE settings SET value = ? WHERE key = 'common'").run(JSON.stringify(common));
    touchSetting(db, 'common', Math.floor(Date.now() / 1000));
  })();
  return { code: 0, out: `donations ${state}: componentSetup.donations = '${common.componentSetup.donations}'` };
}
