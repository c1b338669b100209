// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ACCOUNT_API, READER_CSRF_COOKIE, type AccountInfo } from '../../domain/accounts';
import AccountPanel, { TEXTS } from './AccountPanel';

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

const INFO: AccountInfo = {
  email: 'olvaso@hirter.localhost',
  name: 'Kovács Olvasó',
  createdAt: Date.UTC(2025, 9, 17, 10) / 1000,
  payments: [
    { id: 7, amount: 2000, currency: 'HUF', interval: 'month', status: 'active', createdAt: Date.UTC(2025, 9, 17, 10) / 1000, cancelledAt: null },
    { id: 8, amount: 5000, currency: 'HUF', interval: 'once', status: 'paid', createdAt: Date.UTC(2025, 9, 24, 10) / 1000, cancelledAt: null },
  ],
  newsletters: [
    { code: 'napi', name: 'Napi hírlevél', subscribed: true },
    { code: 'heti', name: 'Heti válogatás', subscribed: false },
  ],
};

type Handler = (call: Call) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** A CRM stand-in: answers by the handler, records every call. */
function fakeCrm(handler: Handler) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // However the client calls fetch (an address and options, or a Request), the call is what the request says.
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const call: Call = {
      method: request.method,
      url: request.url.replace(location.origin, ''),
      headers: Object.fromEntries([...request.headers.entries()].map(([k, v]) => [k.toLowerCase(), v])),
      credentials: request.credentials,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const { status, body } = await handler(call);
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchFn);
  return calls;
}

/** The happy path: info as above, and every update as the CRM would answer it. */
const crm: Handler = (call) => {
  if (call.url.startsWith(ACCOUNT_API.info)) return { status: 200, body: INFO };
  if (call.url === ACCOUNT_API.logout) return { status: 200, body: { ok: true } };
  const body = call.body as { action: string; payment_id?: number; code?: string; subscribe?: boolean };
  switch (body.action) {
    case 'cancel':
      return { status: 200, body: { ok: true, payment: { ...INFO.payments[0], status: 'cancelled', cancelledAt: 1 } } };
    case 'newsletter':
      return { status: 200, body: { ok: true, newsletter: { code: body.code, name: 'x', subscribed: body.subscribe } } };
    case 'download':
      return { status: 200, body: { reader: { email: INFO.email } } };
    default:
      return { status: 200, body: { ok: true } };
  }
};

const updates = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
const status = () => screen.getByRole('status');

beforeEach(() => {
  document.cookie = `${READER_CSRF_COOKIE}=csrf-123; path=/`;
  history.replaceState(null, '', '/tamogatas/profil?utm_source=hirlevel');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = `${READER_CSRF_COOKIE}=; max-age=0; path=/`;
});

describe('AccountPanel', () => {
  it('renders only an empty status region on the server (the static text asks to sign in)', () => {
    const html = renderToString(<AccountPanel site="main" />);
    expect(html).toContain('role="status"');
    expect(html).not.toContain('Fiókom');
    expect(html).not.toContain(TEXTS.loading);
  });

  it('adds nothing on a 401 when the page opens: the page’s own text asks to sign in, with its Belépés link', async () => {
    const calls = fakeCrm(() => ({ status: 401, body: { status: 401, message: 'Unauthorized' } }));
    render(<AccountPanel site="main" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(status().textContent).toBe(''));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads the profile with the page query, the cookies and the site header, and shows it', async () => {
    const calls = fakeCrm(crm);
    render(<AccountPanel site="after" />);
    expect(await screen.findByText('olvaso@hirter.localhost')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/v2/user/info?utm_source=hirlevel', credentials: 'same-origin' });
    expect(calls[0]!.headers['x-site']).toBe('after');
    expect(screen.getByText('2 000 Ft havonta')).toBeTruthy();
    expect(screen.getByText('5 000 Ft egyszeri')).toBeTruthy();
    // "Lemondás" for the running payment only.
    expect(screen.getAllByRole('button', { name: /^Lemondás/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Lemondás (2 000 Ft havonta)' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Napi hírlevél' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Heti válogatás' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('group', { name: 'Hírlevelek' })).toBeTruthy();
    expect(status().textContent).toBe('');
  });

  it('a newsletter checkbox saves the choice with the CSRF header', async () => {
    const calls = fakeCrm(crm);
    render(<AccountPanel site="main" />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Heti válogatás' }));
    await waitFor(() => expect(status().textContent).toBe('Feliratkozott: Heti válogatás.'));
    const [call] = updates(calls);
    expect(call).toMatchObject({ url: '/api/v2/user/update', credentials: 'same-origin', body: { action: 'newsletter', subscribe: true, code: 'heti' } });
    expect(call!.headers['x-csrf-token']).toBe('csrf-123');
    expect(call!.headers['content-type']).toBe('application/json');
    expect((screen.getByRole('checkbox', { name: 'Heti válogatás' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a refused newsletter change puts the checkbox back and says so', async () => {
    fakeCrm((call) => (call.method === 'GET' ? crm(call) : { status: 500, body: { status: 500, message: 'Internal error' } }));
    render(<AccountPanel site="main" />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Napi hírlevél' }));
    await waitFor(() => expect(status().textContent).toBe(TEXTS.failed));
    expect((screen.getByRole('checkbox', { name: 'Napi hírlevél' }) as HTMLInputElement).checked).toBe(true);
  });

  it('"Lemondás" cancels the payment and moves focus to the list', async () => {
    const calls = fakeCrm(crm);
    render(<AccountPanel site="main" />);
    fireEvent.click(await screen.findByRole('button', { name: /^Lemondás/ }));
    await waitFor(() => expect(status().textContent).toBe(TEXTS.cancelled));
    expect(updates(calls)[0]!.body).toEqual({ action: 'cancel', payment_id: 7 });
    expect(updates(calls)[0]!.headers['x-csrf-token']).toBe('csrf-123');
    expect(screen.queryByRole('button', { name: /^Lemondás/ })).toBeNull();
    expect(screen.getByText(/lemondva/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Támogatásaim'));
  });

  it('"Adataim letöltése" saves the JSON the CRM gives as hirter-adataim.json', async () => {
    const calls = fakeCrm(crm);
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:fake';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    render(<AccountPanel site="main" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Adataim letöltése' }));
    await waitFor(() => expect(status().textContent).toBe(TEXTS.downloaded));
    expect(updates(calls)[0]!.body).toEqual({ action: 'download' });
    expect(clicked[0]!.download).toBe('hirter-adataim.json');
    expect(JSON.parse(await created[0]!.text())).toEqual({ reader: { email: INFO.email } });
  });

  it('"Fiók törlése" asks first, with focus on the question; "Mégsem" returns focus; "Igen, törlöm" deletes', async () => {
    const calls = fakeCrm(crm);
    render(<AccountPanel site="main" />);
    const open = await screen.findByRole('button', { name: 'Fiók törlése' });
    fireEvent.click(open);
    const question = screen.getByText('Biztosan törli a fiókját? Ez nem vonható vissza.');
    expect(document.activeElement).toBe(question);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Mégsem' }));
    expect(screen.queryByText('Biztosan törli a fiókját? Ez nem vonható vissza.')).toBeNull();
    expect(document.activeElement).toBe(open);
    expect(updates(calls)).toEqual([]);

    fireEvent.click(open);
    fireEvent.click(screen.getByRole('button', { name: 'Igen, törlöm' }));
    await waitFor(() => expect(status().textContent).toBe(TEXTS.deleted));
    expect(updates(calls)[0]).toMatchObject({ body: { action: 'delete' }, headers: { 'x-csrf-token': 'csrf-123' } });
    expect(screen.queryByText('olvaso@hirter.localhost')).toBeNull();
    // The profile went away under the reader's focus: it lands on the message (an effect after the render that
    // showed it, so waited for like the text).
    await waitFor(() => expect(document.activeElement).toBe(status()));
  });

  it('a second click while a call runs is ignored', async () => {
    let release: () => void = () => {};
    const calls = fakeCrm((call) => (call.method === 'GET' ? crm(call) : new Promise((r) => (release = () => r(crm(call) as { status: number })))));
    render(<AccountPanel site="main" />);
    const button = await screen.findByRole('button', { name: 'Adataim letöltése' });
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:fake');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Heti válogatás' }));
    // The first call has reached the CRM (its body read): now let it answer.
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    release();
    await waitFor(() => expect(status().textContent).toBe(TEXTS.downloaded));
    expect(updates(calls)).toHaveLength(1);
  });

  it('"Kilépés" signs out and says so', async () => {
    const calls = fakeCrm(crm);
    render(<AccountPanel site="main" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Kilépés' }));
    await waitFor(() => expect(status().textContent).toBe(TEXTS.loggedOut));
    expect(updates(calls)[0]).toMatchObject({ url: '/api/v2/user/logout', headers: { 'x-csrf-token': 'csrf-123' } });
    // The page's own Belépés link is beside it: none repeated here.
    expect(screen.queryByRole('link', { name: 'Belépés' })).toBeNull();
  });

  it('a session lost meanwhile (401 or the CSRF 403) asks to sign in again', async () => {
    fakeCrm((call) => (call.method === 'GET' ? crm(call) : { status: 403, body: { status: 403, message: 'CSRF token missing or invalid.' } }));
    render(<AccountPanel site="main" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Kilépés' }));
    await waitFor(() => expect(status().textContent).toBe(TEXTS.signedOut));
    expect(screen.queryByRole('link', { name: 'Belépés' })).toBeNull();
  });

  it('a failed load offers to try again', async () => {
    let fail = true;
    fakeCrm((call) => (fail ? { status: 502 } : crm(call)));
    render(<AccountPanel site="main" />);
    await waitFor(() => expect(status().textContent).toBe(TEXTS.loadFailed));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Újrapróbálom' }));
    expect(await screen.findByText('olvaso@hirter.localhost')).toBeTruthy();
  });
});
