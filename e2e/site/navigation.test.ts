// The header's menu without JavaScript (issue #24; was e2e/navigation.spec.ts): the lists and pages only the
// sidebar and extra menus link to are links of the front page's menu (a <details>, opened without script), and
// each answers with its page.
import { describe, expect, it } from 'vitest';
import { e2eEnv } from '../env';
import { page, text } from './http';

const ONLY_IN_MENUS = ['/legfrissebb', '/legfontosabb', '/kedvenceink', '/rovat/direkt36', '/egyszazalek'];

describe('the header menu without JavaScript', () => {
  it('the front page’s menu links every menu-only page, and each is a page with its heading', async () => {
    const front = await page(e2eEnv().baseUrl, '/');
    const menu = front.querySelector('header details[data-menu]');
    expect(menu?.querySelector(':scope > summary')).not.toBeNull();
    for (const path of ONLY_IN_MENUS) {
      expect(menu!.querySelector(`a[href="${path}"]`), path).not.toBeNull();
      const target = await page(e2eEnv().baseUrl, path);
      expect(text(target.querySelector('h1')), path).not.toBe('');
    }
  });
});
