// The header's menu panel is a <details> (it opens without JavaScript); with JavaScript Escape closes it and
// gives the focus back to its button, and a click outside it closes it, as a reader expects of a menu.

export function watchMenu(root: Document = document): () => void {
  const open = () => root.querySelector<HTMLDetailsElement>('details[data-menu][open]');
  const onKey = (e: KeyboardEvent) => {
    const menu = e.key === 'Escape' ? open() : null;
    if (!menu) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  };
  const onClick = (e: MouseEvent) => {
    const menu = open();
    if (menu && e.target instanceof Node && !menu.contains(e.target)) menu.open = false;
  };
  root.addEventListener('keydown', onKey);
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('keydown', onKey);
    root.removeEventListener('click', onClick);
  };
}
