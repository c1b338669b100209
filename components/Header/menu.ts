import { HEADER_MENU_ATTR } from './attrs';
// The header's menu panel is a <details> (it opens without JavaScript); with JavaScript Escape closes it and
// gives the focus back to its button, as a reader expects of a menu. Kept this small on purpose: it is in the
// one script every page loads (a plain article's 32 KiB, D-213).

export function watchMenu(root: Document = document): void {
  root.addEventListener('keydown', (e) => {
    const menu = e.key === 'Escape' ? root.querySelector<HTMLDetailsElement>(`details[${HEADER_MENU_ATTR}][open]`) : null;
    if (!menu) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
}
