// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { watchMenu } from './menu';

let undo = () => {};
afterEach(() => undo());

function page(): HTMLDetailsElement {
  document.body.innerHTML = '<details data-menu open><summary>Menü</summary><a href="/x">x</a></details><p id="out">out</p>';
  undo = watchMenu(document);
  return document.querySelector('details')!;
}

describe('watchMenu', () => {
  it('Escape closes the open menu and focuses its button', () => {
    const menu = page();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector('summary'));
  });

  it('a click outside closes it, a click inside does not', () => {
    const menu = page();
    menu.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(menu.open).toBe(true);
    document.getElementById('out')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(menu.open).toBe(false);
  });
});
