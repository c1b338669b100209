import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, NOT_FOUND_PATH_SLOT, isBot, withNotFoundPath } from './errors';

describe('error page rules', () => {
  it('uses the spec texts', () => {
    expect(ERROR_TEXTS.notFound.title).toBe('A keresett oldal nem található.');
    expect(ERROR_TEXTS.server.title).toBe('Belső kiszolgálóhiba.');
    expect(ERROR_TEXTS.back).toBe('Vissza a címlapra');
  });

  it('tells crawlers from readers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('facebookexternalhit/1.1')).toBe(true);
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36')).toBe(false);
    expect(isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(false);
    expect(isBot(undefined)).toBe(false);
  });
});

describe('the static 404 page names the path asked', () => {
  it('fills its slot with the path as sent, escaped as nginx escapes an SSI echo', () => {
    const page = `<p>Page Not Found: <code>${NOT_FOUND_PATH_SLOT}</code></p>`;
    expect(withNotFoundPath(page, '/after/nincs')).toBe('<p>Page Not Found: <code>/after/nincs</code></p>');
    expect(withNotFoundPath(page, '/a"<b>&c')).toBe('<p>Page Not Found: <code>/a&quot;&lt;b&gt;&amp;c</code></p>');
    expect(withNotFoundPath('<p>nincs</p>', '/x')).toBe('<p>nincs</p>');
  });
});
