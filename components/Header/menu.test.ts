// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { watchMenu } from './menu';

beforeAll(() => watchMenu(document));

function page(): HTMLDetailsElement {
  document.body.innerHTML = '<details data-menu open><summary>Menü</summary><a href="/x">x</a></details><input id="out">';
  return document.querySelector('details')!;
}

describe('watchMenu', () => {
  it('Escape closes the open menu and focuses its button', () => {
    const menu = page();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector('summary'));
  });

  it('other keys leave it open', () => {
    const menu = page();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(menu.open).toBe(true);
  });

  it('focus moving out of the menu closes it; focus moving inside it does not', () => {
    const menu = page();
    menu.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(menu.open).toBe(true);
    document.querySelector('#out')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(menu.open).toBe(false);
  });
});
