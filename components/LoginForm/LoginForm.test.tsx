import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { LoginForm } from './LoginForm';

const csrf = 'c'.repeat(43);

describe('LoginForm', () => {
  it('asks for e-mail and password in a plain form that carries the CSRF token', () => {
    const html = renderToString(<LoginForm state={{ step: 'password', csrf, google: false }} />);
    expect(html).toMatch(/<form class="[^"]+" action="\/login" method="post">/);
    expect(html).toContain(`name="csrf" value="${csrf}"`);
    expect(html).toContain('<label for="login-email">E-mail-cím</label><input id="login-email" type="email" autoComplete="username" required=""');
    expect(html).toMatch(/<input id="login-email"[^>]* name="email"/);
    expect(html).toContain('type="password" autoComplete="current-password"');
    expect(html).not.toContain('Google');
    expect(html).not.toContain('role="alert"');
  });

  it('carries a mailed unlock token in the password form, with its note', () => {
    const unlock = 'u'.repeat(43);
    const html = renderToString(<LoginForm state={{ step: 'password', csrf, google: false, unlock, notice: 'Adja meg a jelszavát.' }} />);
    expect(html).toContain(`name="feloldas" value="${unlock}"`);
    expect(html).toContain('<p>Adja meg a jelszavát.</p>');
    expect(renderToString(<LoginForm state={{ step: 'password', csrf, google: false }} />)).not.toContain('feloldas');
  });

  it('offers Google only when the security service has it', () => {
    expect(renderToString(<LoginForm state={{ step: 'password', csrf, google: true }} />)).toContain(
      'href="/login/google" data-no-prefetch="">Belépés Google-fiókkal</a>',
    );
  });

  it('announces an error and ties it to the fields, keeping the e-mail typed', () => {
    const html = renderToString(<LoginForm state={{ step: 'password', csrf, google: false, error: 'Hibás e-mail-cím vagy jelszó.', email: 'a@b.hu' }} />);
    expect(html).toContain('<p id="login-error" class="');
    expect(html).toContain('role="alert">Hibás e-mail-cím vagy jelszó.</p>');
    expect(html).toContain('value="a@b.hu"');
    expect(html.match(/aria-describedby="login-error"/g)).toHaveLength(2);
  });

  it('the second step asks for the one-time code, and can start over', () => {
    const html = renderToString(<LoginForm state={{ step: 'otp', csrf, google: true }} />);
    expect(html).toContain('action="/login/kod"');
    expect(html).toContain('autoComplete="one-time-code"');
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('action="/logout"');
    expect(html).not.toContain('type="password"');
    expect(html).not.toContain('Google');
  });
});
