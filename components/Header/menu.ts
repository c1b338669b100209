import { HEADER_MENU_ATTR } from './attrs';
// The header's menu panel is a <details> (it opens without JavaScript); with JavaScript Escape closes it and
// gives the focus back to its button, and focus leaving it closes it, as a reader expects of a menu. Kept this small on purpose: it is in the
// one script every page loads (a plain article's 32 KiB, D-213).

export function watchMenu(root: Document = document): void {
  const open = () => root.querySelector<HTMLDetailsElement>(`details[${HEADER_MENU_ATTR}][open]`);
  root.addEventListener('keydown', (e) => {
    const menu = e.key === 'Escape' ? open() : null;
    if (!menu) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
  // The open panel covers the page: a reader who tabs on out of it would move the focus about under it.
  root.addEventListener('focusin', (e) => {
    const menu = open();
    if (menu && !menu.contains(e.target as Node)) menu.open = false;
  });
}
