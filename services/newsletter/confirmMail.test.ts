// The confirmation mail goes to whatever address the caller typed, with the first name the caller typed:
// the name must not bring a link or markup into either part (D-311).
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { confirmMail } from './confirmMail';

const LINK = 'https://hirter.hu/api/newsletter/confirm?token=abc';
const { document } = new Window();

/** What a mail program shows of the HTML part: its text, and its links. */
function shown(html: string): { text: string; links: string[]; elements: string[] } {
  const box = document.createElement('div');
  box.innerHTML = html;
  return {
    text: box.textContent,
    links: [...box.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
    elements: [...new Set([...box.querySelectorAll('*')].map((e) => e.tagName.toLowerCase()))].sort(),
  };
}

describe('confirmMail: the first name', () => {
  it('greets by a plain name, as text in both parts', () => {
    const mail = confirmMail('olvaso@example.com', 'Anna & Béla', ['Napi hírlevél'], LINK);
    expect(mail.text.split('\n')[0]).toBe('Kedves Anna & Béla!');
    const html = shown(mail.html!);
    expect(html.text.startsWith('Kedves Anna & Béla!')).toBe(true);
    expect(html.links).toEqual([LINK]);
  });

  it.each([
    'Visit https://evil.example',
    'evil.example',
    '<a href="https://evil.example">Anna</a>',
    '<b>Anna</b>',
    'anna@evil.example',
    'ｅｖｉｌ．ｅｘａｍｐｌｅ',
    'x'.repeat(51),
  ])('never greets with %j: no link, no markup, no part of it in the text or the HTML', (firstName) => {
    const mail = confirmMail('olvaso@example.com', firstName, ['Napi hírlevél'], LINK);
    expect(mail.text.split('\n')[0]).toBe('Kedves Olvasónk!');
    for (const part of [mail.text, mail.html!]) {
      expect(part).not.toMatch(/evil|ｅｖｉｌ|<b>|xxxxx/);
    }
    const html = shown(mail.html!);
    expect(html.text.startsWith('Kedves Olvasónk!')).toBe(true);
    expect(html.links).toEqual([LINK]);
    expect(html.elements).toEqual(['a', 'p']);
  });
});
