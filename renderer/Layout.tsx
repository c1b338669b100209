// The frame of every page around its content: the skip link, the preview banner, the header, <main> and the
// footer. The header and footer depend on the shell alone (menus, site, shared flags) and a few settings of
// the page, and a prerender run draws thousands of pages with one shell: each is rendered by React once per
// shell and variant in a thread, then reused as HTML (issue #38). Neither reads a context nor uses useId,
// so rendering them apart gives the markup rendering them inside the page gave.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ColorMode } from '../domain/types';
import { Header } from '../components/Header/Header';
import { Footer } from '../components/Footer/Footer';
import { PreviewBanner } from '../components/PreviewBanner/PreviewBanner';
import type { Shell } from '../domain/shell';
import { hoistImagePreloads } from './imagePreloads';
import './global.css';

/** React's HTML of a part, its image preloads apart (they go to the head: renderer/imagePreloads.ts). */
export interface PartHtml {
  preloads: string;
  body: string;
}

export function renderPart(element: ReactElement): PartHtml {
  return hoistImagePreloads(renderToString(element));
}

/** Per shell (one object per site and prerender run, renderer/shell.ts), its header and footer variants. */
const drawn = new WeakMap<Shell, Map<string, PartHtml>>();

function once(shell: Shell, key: string, draw: () => ReactElement): PartHtml {
  let parts = drawn.get(shell);
  if (!parts) drawn.set(shell, (parts = new Map()));
  let part = parts.get(key);
  if (!part) parts.set(key, (part = renderPart(draw())));
  return part;
}

const SKIP_LINK = renderToString(
  <a className="skip-link" href="#tartalom">
    Ugrás a tartalomra
  </a>,
);

export interface LayoutProps {
  shell: Shell;
  forcedColorMode: ColorMode | null;
  headerOpacity?: boolean;
  /** False where the page's tab bar is the section menu (the sub-sites): the header does not repeat it. */
  headerSections?: boolean;
  /** A signed-in editor's preview: the banner above everything. */
  preview?: { email: string; csrf: string } | undefined;
}

/** The page's body: its frame around `main` (the page's own HTML), with every part's image preloads for the head. */
export function layoutHtml({ shell, forcedColorMode, headerOpacity = false, headerSections = true, preview }: LayoutProps, main: PartHtml): PartHtml {
  const header = once(shell, `header ${forcedColorMode ?? ''} ${headerOpacity} ${headerSections}`, () => (
    <Header shell={shell} forcedColorMode={forcedColorMode} opaque={headerOpacity} sections={headerSections} />
  ));
  const footer = once(shell, 'footer', () => <Footer shell={shell} />);
  const banner = preview ? renderToString(<PreviewBanner email={preview.email} csrf={preview.csrf} />) : '';
  return {
    preloads: header.preloads + main.preloads + footer.preloads,
    body: `${SKIP_LINK}${banner}${header.body}<main id="tartalom" class="page">${main.body}</main>${footer.body}`,
  };
}
