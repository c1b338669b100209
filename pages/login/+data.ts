import type { PageContextServer } from 'vike/types';
import { redirect } from 'vike/abort';
import { LOGIN_TEXTS, type LoginState } from '../../domain/preview';
import { pageHead } from '../../domain/head';
import { loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';

export interface LoginPageData extends PageData {
  login: LoginState;
}

/**
 * /login (reader-site.md §4 "Preview mode"). Only the preview endpoint renders the sign-in form: it sets
 * pageContext.login for an editor without a session (and sends one with a session to / itself). Everywhere
 * else — the public render server, the prerender job — /login is outside preview mode and redirects to /;
 * the static origin and nginx answer it with the same redirect (domain/screens.ts STATIC_REDIRECTS).
 */
export async function data(pageContext: PageContextServer): Promise<LoginPageData> {
  const login = pageContext.login;
  if (!login) throw redirect('/', 302);
  const site = siteOf(pageContext);
  return {
    head: pageHead(site, { title: LOGIN_TEXTS.title, path: '/login', noindex: true }),
    shell: await loadShell(pageContext),
    deps: { articles: [], lists: [] },
    login,
  };
}
