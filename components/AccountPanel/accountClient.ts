// The profile island's calls to the CRM (services/crm): same origin, the browser's cookies, the site header
// like the live layer's client (live/apiClient.ts), and on every state-changing call the CSRF cookie's
// value in X-CSRF-Token. Plain fetch, not ky: no retries here (a repeated delete or cancel is the caller's
// decision, D-148 "Retries: GET only"), and the island stays small.
import {
  ACCOUNT_API,
  CSRF_HEADER,
  READER_CSRF_COOKIE,
  cookieValue,
  type AccountInfo,
  type AccountNewsletter,
  type AccountPayment,
} from '../../domain/accounts';
import { SITE_HEADER } from '../../domain/sites';
import type { SiteSlug } from '../../domain/types';

/** A call the CRM refused (or that never reached it: status 0). */
export class AccountCallError extends Error {
  constructor(readonly status: number) {
    super(`account call failed: ${status}`);
  }
}

export type UpdateBody =
  { action: 'cancel'; payment_id: number } | { action: 'newsletter'; subscribe: boolean; code: string } | { action: 'download' } | { action: 'delete' };

export function accountClient(site: SiteSlug) {
  const headers = (changesState: boolean, json = false): Record<string, string> => ({
    [SITE_HEADER]: site,
    accept: 'application/json',
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(changesState ? { [CSRF_HEADER]: cookieValue(document.cookie, READER_CSRF_COOKIE) ?? '' } : {}),
  });
  const call = async (path: string, init: RequestInit): Promise<Response> => {
    let res: Response;
    try {
      res = await fetch(path, { credentials: 'include', ...init });
    } catch {
      throw new AccountCallError(0);
    }
    if (!res.ok) throw new AccountCallError(res.status);
    return res;
  };
  const update = (body: UpdateBody) => call(ACCOUNT_API.update, { method: 'POST', headers: headers(true, true), body: JSON.stringify(body) });

  return {
    /** The page's query is passed on, as the spec's call does (the CRM ignores it). */
    info: async (search: string): Promise<AccountInfo> =>
      (await call(`${ACCOUNT_API.info}${search}`, { headers: headers(false) })).json() as Promise<AccountInfo>,
    cancel: async (paymentId: number): Promise<AccountPayment> =>
      ((await (await update({ action: 'cancel', payment_id: paymentId })).json()) as { payment: AccountPayment }).payment,
    newsletter: async (code: string, subscribe: boolean): Promise<AccountNewsletter> =>
      ((await (await update({ action: 'newsletter', subscribe, code })).json()) as { newsletter: AccountNewsletter }).newsletter,
    download: async (): Promise<string> => (await update({ action: 'download' })).text(),
    remove: async (): Promise<void> => void (await update({ action: 'delete' })),
    logout: async (): Promise<void> => void (await call(ACCOUNT_API.logout, { method: 'POST', headers: headers(true) })),
  };
}
