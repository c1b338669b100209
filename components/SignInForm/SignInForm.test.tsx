// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestOf } from '../../testing/fetchCalls';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SIGN_IN_NOTICES } from '../../domain/accounts';
import SignInForm, { NETWORK_ERROR } from './SignInForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

/** The bodies the stub was sent, read as they arrive (a request's body can be read once). */
const bodies: string[] = [];

function answering(status: number) {
  bodies.length = 0;
  const fetchFn = vi.fn(async (...call: unknown[]) => {
    bodies.push(await requestOf(call).text());
    return new Response(JSON.stringify(status === 200 ? { ok: true } : { status, message: 'x' }), { status });
  });
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

function submit(email: string) {
  fireEvent.change(screen.getByLabelText('E-mail-cím'), { target: { value: email } });
  fireEvent.submit(screen.getByRole('button', { name: 'Belépési link kérése' }).closest('form')!);
}

describe('SignInForm', () => {
  it('is a plain form on the server: it works with JavaScript off', () => {
    const html = renderToString(<SignInForm site="main" />);
    expect(html).toContain('method="post"');
    expect(html).toContain('action="/api/v2/user/token"');
    const input = /<input[^>]*>/.exec(html)![0];
    for (const attr of ['name="email"', 'type="email"', 'required=""']) expect(input).toContain(attr);
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>E-mail-cím<\/label>/);
    const labelFor = /<label[^>]*for="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`id="${labelFor}"`);
    expect(html).toContain('type="submit"');
    expect(html).toContain('role="status"');
  });

  it.each([
    ['?elkuldve=1', SIGN_IN_NOTICES.sent],
    ['?hiba=link', SIGN_IN_NOTICES.link],
    ['?hiba=email', SIGN_IN_NOTICES.email],
    ['?hiba=sok', SIGN_IN_NOTICES.limit],
    ['', ''],
  ])('after the redirect to %j says %j', async (search, text) => {
    history.replaceState(null, '', `/tamogatas/belepes${search}`);
    render(<SignInForm site="main" />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(text));
  });

  it('posts the address as JSON with the site header and confirms in place', async () => {
    const fetchFn = answering(200);
    render(<SignInForm site="after" />);
    submit('olvaso@hirter.localhost');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SIGN_IN_NOTICES.sent));
    const request = requestOf(fetchFn.mock.calls[0]);
    expect(request.url).toBe(`${location.origin}/api/v2/user/token`);
    expect(request.method).toBe('POST');
    expect(JSON.parse(bodies[0]!)).toEqual({ email: 'olvaso@hirter.localhost' });
    expect(request.headers.get('x-site')).toBe('after');
  });

  it.each([
    [400, SIGN_IN_NOTICES.email],
    [429, SIGN_IN_NOTICES.limit],
    [502, NETWORK_ERROR],
  ])('a %i says %j', async (status, text) => {
    answering(status);
    render(<SignInForm site="main" />);
    submit('olvaso@hirter.localhost');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(text));
  });

  it('a network failure says to try later', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    render(<SignInForm site="main" />);
    submit('olvaso@hirter.localhost');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(NETWORK_ERROR));
  });
});
