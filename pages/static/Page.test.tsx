import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PageDataProvider } from '../../renderer/usePageData';
import { emptyShell } from '../../domain/shell';
import { OTHER_SCREENS, SUPPORT_SCREENS, type StaticScreen } from '../../domain/screens';
import type { SiteSlug } from '../../domain/types';
import type { StaticPageData } from './+data';
import Page from './+Page';

function html(screen: StaticScreen, site: SiteSlug = 'main'): string {
  const data: StaticPageData = {
    head: { title: screen.title } as StaticPageData['head'],
    shell: emptyShell(site),
    screen,
    deps: { articles: [], lists: [] },
  };
  return renderToString(
    <PageDataProvider data={data}>
      <Page />
    </PageDataProvider>,
  );
}

const island = (page: string, name: string) => new RegExp(`<island-root data-island="${name}" data-hydrate="load" data-props="([^"]*)"`).exec(page);

describe('the account screens', () => {
  it('/tamogatas/belepes holds a sign-in form that posts without JavaScript, in the SignInForm island', () => {
    const page = html(SUPPORT_SCREENS.belepes, 'after');
    const marker = island(page, 'SignInForm');
    expect(marker).not.toBeNull();
    expect(JSON.parse(marker![1]!.replace(/&quot;/g, '"'))).toEqual({ site: 'after' });
    expect(page).toContain('action="/api/v2/user/token"');
    expect(page).toContain('method="post"');
    expect(page).toContain('>E-mail-cím</label>');
    // The neutral text a reader without JavaScript reads after either redirect.
    expect(page).toContain('30 percig érvényes');
    expect(page).toContain('kérjen újat');
    expect(page).not.toContain('data-island="AccountPanel"');
  });

  it('/tamogatas/profil holds the AccountPanel island and keeps the static sign-in sentence', () => {
    const page = html(SUPPORT_SCREENS.profil);
    expect(island(page, 'AccountPanel')).not.toBeNull();
    expect(page).toContain('A profil megtekintéséhez be kell lépnie.');
    expect(page).toContain('href="/tamogatas/belepes"');
    expect(page).not.toContain('<form');
  });

  it('the other screens have no island', () => {
    for (const screen of [SUPPORT_SCREENS[''], SUPPORT_SCREENS.siker, SUPPORT_SCREENS.hiba, ...Object.values(OTHER_SCREENS)]) {
      expect(html(screen)).not.toContain('<island-root');
    }
  });
});
