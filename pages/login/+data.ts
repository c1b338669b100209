import type { PageContextServer } from 'vike/types';
import { redirect } from 'vike/abort';
import type { PageData } from '../../renderer/types';

/**
 * /login (reader-site.md §4 "Preview mode"): outside preview mode it redirects to /, and so does an
 * editor who is already logged in (a preview render carries their token). The sign-in form of an editor
 * without a session belongs to the preview endpoint (specialised-features.md "Login": e-mail, password and
 * one-time code, or Google), which the security issue builds; until then every render redirects. The
 * static output has no /login page: the origin answers it with the same redirect (decisions.md).
 */
export async function data(_pageContext: PageContextServer): Promise<PageData> {
  throw redirect('/', 302);
}
