// A supporter's account, as a reader uses it on the static origin: ask for a sign-in link, open it from the
// mail, see the profile, change a newsletter, download the data, delete the account. The origin passes
// /api/v2/user/… to the embedded CRM with the account cookies only. (The calls' refusals without a session or
// the CSRF header: e2e/site/accounts.test.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, e2eEnv } from './fixtures';

const READER = 'tamogato@hirter.localhost';

/** The mail files of the world's outbox now. */
function outbox(): string[] {
  try {
    return readdirSync(e2eEnv().outboxDir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
}

/** The sign-in link of a mail to `to` that was not in the outbox before (`seen`), quoted-printable undone. */
function linkFromOutbox(to: string, seen: ReadonlySet<string>): string | null {
  for (const f of outbox().filter((name) => !seen.has(name))) {
    const text = readFileSync(join(e2eEnv().outboxDir, f), 'utf8');
    if (!text.includes(to)) continue;
    const plain = text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const m = /https?:\/\/[^\s"<>]+\/api\/v2\/user\/login\?token=[A-Za-z0-9_-]+/.exec(plain);
    if (m) return m[0];
  }
  return null;
}

test('a supporter signs in by the mailed link and manages the account on the static site', async ({ page }) => {
  const origin = e2eEnv().originUrl;
  await page.goto(`${origin}/tamogatas/belepes`);
  await page.getByLabel('E-mail-cím').fill(READER);
  const seen = new Set(outbox());
  await page.getByRole('button', { name: 'Belépési link kérése' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ha ehhez a címhez tartozik támogatói fiók' })).toBeVisible();

  let link: string | null = null;
  await expect.poll(() => (link = linkFromOutbox(READER, seen))).not.toBeNull();
  // The link names the host the reader used (the origin here), never one a request could forge.
  expect(new URL(link!).host).toBe(new URL(origin).host);
  await page.goto(link!);
  expect(new URL(page.url()).pathname).toBe('/tamogatas/profil');
  await expect(page.getByRole('heading', { name: 'Fiókom' })).toBeVisible();
  await expect(page.getByText(`Belépve: ${READER}`)).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'hirter_olvaso')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  // A newsletter choice is kept.
  const weekly = page.getByRole('checkbox', { name: 'Heti válogatás' });
  const was = await weekly.isChecked();
  await weekly.setChecked(!was);
  await expect(page.getByRole('main').getByRole('status')).not.toHaveText('');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Heti válogatás' })).toBeChecked({ checked: !was });

  // The data download is a JSON file of the account.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Adataim letöltése' }).click()]);
  expect(download.suggestedFilename()).toBe('hirter-adataim.json');
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { reader: { email: string } };
  expect(data.reader.email).toBe(READER);

  // Deletion asks first; "Mégsem" keeps everything.
  await page.getByRole('button', { name: 'Fiók törlése' }).click();
  await expect(page.getByText('Biztosan törli a fiókját? Ez nem vonható vissza.')).toBeVisible();
  await page.getByRole('button', { name: 'Igen, törlöm' }).click();
  await expect(page.getByText('A fiókját és minden adatát töröltük.')).toBeVisible();
  const after = await page.request.get(`${origin}/api/v2/user/info`);
  expect(after.status()).toBe(401);
});
