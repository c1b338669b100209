// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FacebookBox, FACEBOOK_BOX_TEXTS } from './FacebookBox';
import { embedFacades } from '../ArticleBody/embeds';

describe('FacebookBox', () => {
  it('is a link to the page in the HTML, with no Facebook frame or script', () => {
    const html = renderToStaticMarkup(<FacebookBox pageUrl="https://www.facebook.com/hirter" />);
    expect(html).toContain('href="https://www.facebook.com/hirter"');
    expect(html).toContain(FACEBOOK_BOX_TEXTS.link);
    expect(html).not.toMatch(/<iframe|<script/);
    expect(html).toMatch(/data-src="https:\/\/www\.facebook\.com\/plugins\/page\.php\?[^"]*locale=hu_HU/);
  });

  it('loads the Hungarian page plugin only when the reader presses the button naming Facebook', () => {
    document.body.innerHTML = renderToStaticMarkup(<FacebookBox pageUrl="https://www.facebook.com/hirter" />);
    embedFacades(document);
    expect(document.querySelector('iframe')).toBeNull();
    const button = document.querySelector<HTMLButtonElement>('[data-embed-load="facebook"]')!;
    expect(button.textContent).toMatch(/Facebook/);
    button.click();
    const frame = document.querySelector('iframe')!;
    expect(new URL(frame.src).searchParams.get('locale')).toBe('hu_HU');
    expect(frame.title).toBe(FACEBOOK_BOX_TEXTS.frameTitle);
    expect(document.querySelector('[data-embed-load]')).toBeNull();
  });
});
