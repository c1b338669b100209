// The profile island's calls to the CRM (services/crm) through the content client's browser side: same origin,
// the browser's cookies, the site header, a GET's one retry and no other (D-148: a repeated delete or cancel is
// the caller's decision), failures as ContentApiError kinds; and on every state-changing call the CSRF cookie's
// value in X-CSRF-Token.
import {
  ACCOUNT_API,
  CSRF_HEADER,
  READER_CSRF_COOKIE,
  cookieValue,
  type AccountInfo,
  type AccountNewsletter,
  type AccountPayment,
} from '../../domain/accounts';
import type { SiteSlug } from '../../domain/types';
import { browserClient } from '../../contentClient/browser';

export type UpdateBody =
  { action: 'cancel'; payment_id: number } | { action: 'newsletter'; subscribe: boolean; code: string } | { action: 'download' } | { action: 'delete' };

export function accountClient(site: SiteSlug) {
  const api = browserClient({ site });
  const csrf = () => ({ headers: { [CSRF_HEADER]: cookieValue(document.cookie, READER_CSRF_COOKIE) ?? '' } });
  const update = <T>(body: UpdateBody, as?: 'text') => api.post<T>(ACCOUNT_API.update, body, { ...csrf(), as });

  return {
    /** The page's query is passed on, as the spec's call does (the CRM ignores it). */
    info: (search: string): Promise<AccountInfo> => api.get<AccountInfo>(`${ACCOUNT_API.info}${search}`),
    cancel: async (paymentId: number): Promise<AccountPayment> =>
      (await update<{ payment: AccountPayment }>({ action: 'cancel', payment_id: paymentId })).payment,
    newsletter: async (code: string, subscribe: boolean): Promise<AccountNewsletter> =>
      (await update<{ newsletter: AccountNewsletter }>({ action: 'newsletter', subscribe, code })).newsletter,
    download: (): Promise<string> => update<string>({ action: 'download' }, 'text'),
    remove: async (): Promise<void> => void (await update({ action: 'delete' })),
    logout: async (): Promise<void> => void (await api.post(ACCOUNT_API.logout, undefined, csrf())),
  };
}
