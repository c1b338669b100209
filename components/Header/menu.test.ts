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

  it('focus leaving the menu closes it; focus moving inside it, or to nothing, does not', () => {
    const menu = page();
    const link = menu.querySelector('a')!;
    const out = document.querySelector<HTMLInputElement>('#out')!;
    menu.querySelector('summary')!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: link }));
    expect(menu.open).toBe(true);
    link.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    expect(menu.open).toBe(true);
    link.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: out }));
    expect(menu.open).toBe(false);
  });
});
