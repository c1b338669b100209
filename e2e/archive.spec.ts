// The archive's tag search (specialised-features.md §2 "Archive search", §4, §5, §9) in the browser: choosing a
// suggestion with the keyboard goes to a shareable search address, the heading words and duplicates are refused
// aloud, backspace marks the last tag for a second before deleting it (under a paused clock), axe clean with the
// suggestions open; a section's search with its section a tag that stays, and ';' typed before the suggestions came;
// the tag input's code loads on the archive only (and a list's search). Without JavaScript (a GET form, its tags as
// removal links) and on the static origin: e2e/site/archive.test.ts.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstSuggestion as suggestion } from './suggestions';

const combo = (page: Page) => page.getByRole('combobox', { name: 'Keresés az archívumban' });
const status = (page: Page) => page.locator('form[role="search"] [role="status"]');
const filtersOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}') as Record<string, string[]>;
const hydrated = (page: Page) => expect(page.locator('island-root[data-island="TagSearch"][data-hydrated]')).toHaveCount(1);
const archive = (filters: object) => `/archivum?filters=${encodeURIComponent(JSON.stringify(filters))}`;

test(
  'a suggestion chosen with the keyboard goes to the search; the heading words and that tag again are refused, aloud; axe clean',
  { tag: '@phone' },
  async ({ page }) => {
    const tag = await suggestion('kozgy');
    await page.goto('/archivum');
    await hydrated(page);
    await combo(page).fill('kozgy');
    const listbox = page.getByRole('listbox', { name: 'Javaslatok' });
    await expect(listbox.getByRole('option').first()).toContainText(tag.text);
    expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(5);
    await expect(combo(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(status(page)).toContainText('javaslat');

    await combo(page).press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(combo(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await combo(page).press('Enter');
    await expect(page).toHaveURL(/filters=/);
    expect(Object.values(filtersOf(page)).flat()).toEqual([tag.slug]);
    await expect(page.getByRole('list', { name: 'Keresési címkék' })).toContainText(tag.text);
    await expect(page.locator('main [role="status"]').filter({ hasText: 'találat' })).toBeVisible();

    // On the search's page: the heading words and the tag already searched are refused, and the search stays.
    const url = page.url();
    const filters = filtersOf(page);
    await hydrated(page);
    for (const word of ['Rovatok', 'Témák', 'Cím', 'Szerzők']) {
      await combo(page).fill('');
      await combo(page).pressSequentially(`${word};`);
      await expect(status(page)).toHaveText(`A(z) „${word}” szó nem lehet címke.`);
    }
    await combo(page).fill('');
    await combo(page).pressSequentially(`${tag.text};`);
    await expect(status(page)).toHaveText(`A(z) „${tag.text}” címke már szerepel a keresésben.`);
    expect(filtersOf(page)).toEqual(filters);
    expect(page.url()).toBe(url);

    // One scan of the archive for both widths (the same markup): its tags, results and suggestions open.
    if (test.info().project.name === 'desktop') {
      await combo(page).fill('belf');
      await expect(listbox.getByRole('option').first()).toBeVisible();
      const scan = await axe(page).include('main').analyze();
      expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  },
);

test('backspace on the empty input marks the last tag for a second; a second press within it deletes it', async ({ page }) => {
  const [a, b] = [await suggestion('kozgy'), await suggestion('belf')];
  await page.clock.install();
  await page.goto(`${archive({ and_tags: [a.slug], superTags: [b.slug] })}&term=metr%C3%B3`);
  await hydrated(page);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  const chips = page.getByRole('list', { name: 'Keresési címkék' }).getByRole('listitem');
  await expect(chips).toHaveCount(2);
  const last = chips.nth(1);
  await expect(last).toContainText(a.text);

  await combo(page).fill('');
  await combo(page).press('Backspace');
  await expect(last).toHaveAttribute('data-marked', '');
  await expect(status(page)).toContainText('törlésre kijelölve');
  // The mark lasts one second: after it a press marks again instead of deleting.
  await page.clock.runFor(1000);
  await expect(last).not.toHaveAttribute('data-marked', '');
  await combo(page).press('Backspace');
  await expect(last).toHaveAttribute('data-marked', '');
  await page.clock.runFor(900);
  expect(filtersOf(page)).toEqual({ superTags: [b.slug], and_tags: [a.slug] });
  await combo(page).press('Backspace');
  await expect(page).not.toHaveURL(/and_tags/);
  expect(filtersOf(page)).toEqual({ superTags: [b.slug] });
  expect(new URL(page.url()).searchParams.get('term')).toBe('metró');
});

test("a section's search shows its section as a tag that stays; ';' typed before the suggestions came adds the tag once they come", async ({ page }) => {
  const tag = await suggestion('kozgy');
  await page.goto('/rovat/belfold?term=a');
  await hydrated(page);
  const chips = page.getByRole('list', { name: 'Keresési címkék' }).getByRole('listitem');
  await expect(chips).toHaveCount(1);
  await expect(chips.first()).toContainText('Belföld');
  await expect(chips.first().getByRole('link')).toHaveCount(0);

  // The suggestions' call is held until ';' has been typed, then let go.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/api/search/autocomplete**', async (route) => {
    asked = true;
    await held;
    // An earlier keystroke's call the component has dropped since: nothing to answer.
    await route.continue().catch(() => {});
  });
  const box = page.getByRole('combobox', { name: 'Keresés a listában' });
  await box.fill('');
  await box.pressSequentially(`${tag.text};`);
  // Still held: the tag waits for it (it was refused as "not suggested" before).
  await expect.poll(() => asked, { message: "the suggestions' call for the typed text goes out" }).toBe(true);
  await expect(box).toHaveValue(tag.text);
  expect(new URL(page.url()).searchParams.get('filters')).toBeNull();
  release();
  await expect(page).toHaveURL(/filters=/);
  expect(new URL(page.url()).pathname).toBe('/rovat/belfold');
  expect(Object.values(filtersOf(page)).flat()).toEqual([tag.slug]);
  await expect(chips).toHaveCount(2);
  await expect(chips.nth(1)).toContainText(tag.text);
  await expect(chips.first()).toContainText('Belföld');
  await expect(chips.first().getByRole('link')).toHaveCount(0);
});

test("the tag input's code loads on the archive only", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.text().catch(() => ''));
  });
  const loadsTagSearch = async () => (await Promise.all(scripts.splice(0))).some((js) => js.includes('tag-search-suggestions'));
  await page.goto('/rovat/belfold');
  await page.getByRole('searchbox').focus();
  // Settled: the page's script has run to the navigation module it starts when idle, and the network is quiet.
  await page.waitForFunction(() => 'navigation' in document.documentElement.dataset);
  await page.waitForLoadState('networkidle');
  expect(await loadsTagSearch()).toBe(false);
  await page.goto('/archivum');
  await hydrated(page);
  expect(await loadsTagSearch()).toBe(true);
});
