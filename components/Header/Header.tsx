import type { ColorMode, MenuItem, Menus } from '../../domain/types';
import { SITES } from '../../domain/sites';
import { menuPanelGroups } from '../../domain/menus';
import { Island } from '../Island/Island';
import ColorModeToggle from '../ColorModeToggle/ColorModeToggle';
import type { Shell } from '../../domain/shell';
import styles from './Header.module.css';
import { HEADER_MENU_ATTR, HEADER_OPACITY_ATTR } from './attrs';

function Group({ id, title, items }: { id: string; title: string; items: readonly MenuItem[] }) {
  return (
    <nav aria-labelledby={id} className={styles.group}>
      <p id={id} className="link-group-title">
        {title}
      </p>
      <ul>
        {items.map((i) => (
          <li key={i.url}>
            <a href={i.url}>{i.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The sidebar, heading and extra menus behind one button: a <details> opens without JavaScript and tells its
 * state to screen readers; with JavaScript Escape and a click elsewhere close it (components/Header/menu.ts).
 */
function MenuPanel({ menus }: { menus: Menus }) {
  const groups = menuPanelGroups(menus);
  if (groups.length === 0) return null;
  return (
    <details className={styles.menu} {...{ [HEADER_MENU_ATTR]: '' }}>
      <summary className={styles.menuButton}>
        <span aria-hidden="true" className={styles.burger} />
        Menü
      </summary>
      <div className={styles.panel}>
        {groups.map((g) => (
          <Group key={g.id} id={`menu-${g.id}`} title={g.title} items={g.items} />
        ))}
      </div>
    </details>
  );
}

/**
 * Site name, the menu panel and the colour-mode toggle on one row; the site switch and the section menu on a
 * second one, which on a phone is a single line that scrolls sideways and hides while the reader scrolls down
 * (the body's scroll-down class, components/ArticleHeader/scroll.ts). The markup has the controls of the first
 * row before the links of the second, and the parts at the row's end in the reverse of what shows: a browser
 * draws a header it has only half received (a slow network, a busy phone), and what it drew must not move
 * when the rest arrives (D-429). The sub-site's name shows which site this is.
 * `opaque`: breaking news on the front page (reader-site.md §4) — the header turns into a band joined to the
 * breaking block below it (the accent colour in the light scheme, a dark surface edged in it in the dark).
 * `sections: false`: the page's own tab bar is the section menu (the sub-sites' fronts and tabs), so the header
 * does not repeat it.
 */
export function Header({
  shell,
  forcedColorMode,
  opaque = false,
  sections = true,
}: {
  shell: Shell;
  forcedColorMode: ColorMode | null;
  opaque?: boolean;
  sections?: boolean;
}) {
  const site = SITES[shell.site];
  const home = site.path || '/';
  const brand = site.homeSite === shell.site ? site.name : `${SITES[site.homeSite].name} ${site.name}`;
  const menus = shell.menus;
  const sites = menus && menus.site.length > 1 && (
    <nav aria-label="Oldalaink" className={styles.sites}>
      {menus.site.map((i) => (
        <a key={i.url} href={i.url} aria-current={i.url === home ? 'true' : undefined}>
          {i.label}
        </a>
      ))}
    </nav>
  );
  const main = sections && menus && menus.main.length > 0 && (
    <nav aria-label="Rovatok" className={styles.main}>
      <ul>
        {menus.main.map((i) => (
          <li key={i.url}>
            <a href={i.url}>{i.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <header className={opaque ? `${styles.header} ${styles.opaque}` : styles.header} {...{ [HEADER_OPACITY_ATTR]: opaque ? '' : undefined }}>
      <div className={styles.bar}>
        <div className={styles.row}>
          {/* The name a reader hears starts with what they see (WCAG 2.5.3): a sub-site's brand shows its home
              site's name too; the space between the two names is its text's, a flex row draws none. */}
          <a className={styles.brand} href={home} aria-label={`${brand} – címlap`}>
            {site.homeSite === shell.site ? (
              <span className={styles.logo}>{site.name}</span>
            ) : (
              <>
                <span className={styles.parent}>{SITES[site.homeSite].name}</span>{' '}
                <span className={styles.logo} data-subsite={shell.site}>
                  {site.name}
                </span>
              </>
            )}
          </a>
          {/* The toggle before the menu, shown after it (order): the menu's panel is most of the header's bytes,
              and a row drawn while they arrive keeps every control in its place when the rest comes (D-429). */}
          <span className={styles.toggle}>
            <Island name="ColorModeToggle" component={ColorModeToggle} props={{ forced: forcedColorMode }} hydrate="interaction" />
          </span>
          {menus && <MenuPanel menus={menus} />}
        </div>
        {(sites || main) && (
          <div className={styles.strip}>
            {sites}
            {main}
          </div>
        )}
      </div>
    </header>
  );
}
