import type { ColorMode } from '../../domain/types';
import { SITES } from '../../domain/sites';
import { Island } from '../../renderer/Island';
import ColorModeToggle from '../ColorModeToggle/ColorModeToggle';
import type { Shell } from '../../renderer/shell';
import styles from './Header.module.css';

/**
 * Site name, site switch, section menu and the colour-mode toggle; the sub-site's name shows which site this is.
 * `opaque`: breaking news on the front page (reader-site.md §4) — the header turns into a solid band in the
 * accent colour, joined to the breaking block below it.
 */
export function Header({ shell, forcedColorMode, opaque = false }: { shell: Shell; forcedColorMode: ColorMode | null; opaque?: boolean }) {
  const site = SITES[shell.site];
  const home = site.path || '/';
  const menus = shell.menus;
  return (
    <header className={opaque ? `${styles.header} ${styles.opaque}` : styles.header} data-header-opacity={opaque ? '' : undefined}>
      <div className={styles.bar}>
        <a className={styles.brand} href={home} aria-label={`${site.name} – címlap`}>
          {site.homeSite === shell.site ? (
            <span className={styles.logo}>{site.name}</span>
          ) : (
            <>
              <span className={styles.parent}>{SITES[site.homeSite].name}</span>
              <span className={styles.logo} data-subsite={shell.site}>
                {site.name}
              </span>
            </>
          )}
        </a>
        {menus && menus.site.length > 1 && (
          <nav aria-label="Oldalaink" className={styles.sites}>
            {menus.site.map((i) => (
              <a key={i.url} href={i.url} aria-current={i.url === home ? 'true' : undefined}>
                {i.label}
              </a>
            ))}
          </nav>
        )}
        <Island name="ColorModeToggle" component={ColorModeToggle} props={{ forced: forcedColorMode }} hydrate="interaction" />
      </div>
      {menus && menus.main.length > 0 && (
        <nav aria-label="Rovatok" className={styles.main}>
          <ul>
            {menus.main.map((i) => (
              <li key={i.url}>
                <a href={i.url}>{i.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
