import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { escapeInject, dangerouslySkipEscape } from 'vike/server';
import { escapeAttr } from '../domain/htmlAttributes';
import type { PageContextServer } from 'vike/types';
import { colorModeScript } from '../domain/colorMode';
import { botErrorHtml, isBot } from '../domain/errors';
import { inSitemap, pageHead } from '../domain/head';
import { siteOrigin } from '../domain/urls';
import { layoutHtml, renderPart } from './Layout';
import { HeadTags } from './HeadTags';
import { siteOf } from './shell';
import { emptyShell } from '../domain/shell';
import { PageDataProvider } from './usePageData';
import { pageStylesheet } from './pageStylesheet';
import { ENTRY_ATTRIBUTE, entryLoaderScript } from './entryScript';
import './types';
import { HTML_BUILD_ATTR, HTML_FORCE_COLOR_MODE_ATTR, HTML_PREVIEW_ATTR, HTML_SITE_ATTR } from '../domain/documentAttributes';
import { SITES } from '../domain/sites';

/**
 * Where vike puts the page's stylesheet links and preloads ("HTML_BEGIN" assets): vike replaces this
 * placeholder when the document has it (injectHtmlTags.ts injectAtPlaceholder), else it writes them right
 * after <head>, before the charset. e2e/site/htmlValidity.test.ts fails if a vike upgrade drops it.
 */
const ASSETS_MARK = '__VITE_PLUGIN_SSR__ASSETS_FIRST__';

/** Page text that happens to spell the mark (vike refuses a document with it twice): its first '_' as a character reference. */
function withoutAssetsMark(html: string): string {
  return html.includes(ASSETS_MARK) ? html.split(ASSETS_MARK).join(`&#95;${ASSETS_MARK.slice(1)}`) : html;
}

/** A page asset as vike hands it to `injectFilter` (https://vike.dev/injectFilter). */
interface InjectedAsset {
  src: string;
  assetType: string | null;
  inject: false | 'HTML_BEGIN' | 'HTML_END';
}

/** The page's stylesheets and module script as vike would link them (its server API for early hints; none outside a build). */
async function readPageAssets(pageContext: PageContextServer): Promise<{ sheets: string[]; entry: string | null }> {
  const get = (pageContext as { __getPageAssets?: () => Promise<{ src: string; assetType: string | null }[]> }).__getPageAssets;
  const assets = get ? await get() : [];
  return {
    sheets: assets.filter((a) => a.assetType === 'style').map((a) => a.src),
    entry: assets.find((a) => a.assetType === 'script')?.src ?? null,
  };
}

const assetsOfPage = new Map<string, Promise<{ sheets: string[]; entry: string | null }>>();

/** readPageAssets, once per page (route) of a production build: they are the build's, the same for every URL of it. */
function pageAssets(pageContext: PageContextServer): Promise<{ sheets: string[]; entry: string | null }> {
  const id = pageContext.pageId;
  if (!import.meta.env.PROD || !id) return readPageAssets(pageContext);
  let assets = assetsOfPage.get(id);
  if (!assets) {
    assets = readPageAssets(pageContext);
    assetsOfPage.set(id, assets);
    assets.catch(() => assetsOfPage.delete(id));
  }
  return assets;
}

/**
 * vike logs a piece of advice, once per file, for every stylesheet an injectFilter leaves out and every
 * script preload it does not add (the scripts are vike's default, untouched here): dozens of lines in every
 * render process for what D-285 does on purpose. Its once-only record (vike's `assertWarning`) is told they
 * were said; should vike move that record, the advice is printed again, nothing else changes.
 */
function quietVikeAdvice(assets: InjectedAsset[]): void {
  const globals = (globalThis as { _vike?: { globals?: Record<string, { alreadyLogged?: Set<string> }> } })._vike?.globals;
  const logged = globals?.['utils/assert.ts']?.alreadyLogged;
  if (!(logged instanceof Set)) return;
  for (const a of assets) {
    if (a.inject !== false) continue;
    if (a.assetType === 'style') logged.add(`[injectFilter()] We recommend against not injecting ${a.src}`);
    if (a.assetType === 'script') logged.add(`[injectFilter()] We recommend against not preloading JavaScript (${a.src})`);
  }
}

export async function onRenderHtml(pageContext: PageContextServer) {
  if (pageContext.is404 !== null && pageContext.is404 !== undefined && isBot(pageContext.userAgent)) {
    // Crawlers get the status code only (specialised-features.md "Error page": bots get no error page).
    return escapeInject`${dangerouslySkipEscape(botErrorHtml(Number(pageContext.abortStatusCode ?? (pageContext.is404 ? 404 : 500))))}`;
  }
  // First, so that the rest of the hook runs in one go: its time is this page's alone (the render cost by stage).
  const { sheets, entry } = await pageAssets(pageContext);
  const startedAt = performance.now();
  const Page = pageContext.Page as ComponentType;
  const site = siteOf(pageContext);
  const data = pageContext.data;
  const head = data?.head ?? pageHead(site, { title: null, path: pageContext.urlPathname, noindex: true });
  // The render worker hands deps to the prerender job, whose sitemaps must leave out what the head disowns.
  if (data?.deps && !inSitemap(head, `${siteOrigin(site)}${pageContext.urlPathname}`)) data.deps.unlisted = true;
  const shell = data?.shell ?? emptyShell(site);
  const reactStarted = performance.now();
  const main = renderPart(
    <PageDataProvider data={data ?? null}>
      <Page />
    </PageDataProvider>,
  );
  const { preloads, body } = layoutHtml(
    {
      shell,
      forcedColorMode: head.forceColorMode,
      headerOpacity: data?.headerOpacity ?? false,
      headerSections: data?.headerSections ?? true,
      preview: pageContext.preview,
    },
    main,
  );
  let reactMs = performance.now() - reactStarted;
  const headStarted = performance.now();
  const headTags = renderToString(<HeadTags head={head} />);
  reactMs += performance.now() - headStarted;
  const headHtml = withoutAssetsMark(headTags);
  const force = head.forceColorMode ? ` ${HTML_FORCE_COLOR_MODE_ATTR}="${head.forceColorMode}"` : '';
  // The live layer's API client logs a preview out on a 403 (reader-site.md §8).
  const preview = pageContext.preview ? ` ${HTML_PREVIEW_ATTR}=""` : '';
  const build = pageContext.build && /^[\w-]+$/.test(pageContext.build) ? ` ${HTML_BUILD_ATTR}="${pageContext.build}"` : '';
  // The site's consent manager, deferred: it runs once the document is parsed, not after the page's script,
  // so that a first visit's question is on the screen with the page (D-427).
  const consent = `<script defer src="${SITES[site].consentScriptPath}"></script>`;
  // The page's script comes after `load` and the first paint (renderer/entryScript.ts, D-300, D-303); the
  // renderers take vike's own tag for it out (entryTag.mjs).
  const entryAttr = entry ? ` ${ENTRY_ATTRIBUTE}="${entry.replace(/[^\w./-]/g, '')}"` : '';
  const loader = entry ? `<script>${entryLoaderScript()}</script>` : '';
  // The charset must be within the first 1,024 bytes, before anything else in <head>: vike puts its
  // stylesheet links right after <head> unless the document marks the place (ASSETS_MARK). The viewport
  // comes before the image preloads: a phone's preload scanner reads their `imagesizes` against the layout
  // width it knows, 980 px until it has met the viewport tag, and would fetch a second, larger file.
  // One stylesheet instead of a link per CSS module (D-285): a file the prerender job publishes with the page, or
  // inline where nobody does (D-424); vike links only what could not be read.
  const sheet = pageStylesheet(sheets);
  const { inlined } = sheet;
  const linked = pageContext.publishesStylesheet && sheet.href ? { href: sheet.href, text: sheet.text } : null;
  const style = linked ? `<link rel="stylesheet" href="${linked.href}">` : sheet.style;
  // vike replaces the mark only when it has something to put there: left in, it would show as text.
  const mark = inlined.size < sheets.length ? ASSETS_MARK : '';
  const document = `<!DOCTYPE html>
<html lang="${escapeAttr(head.lang)}" class="${escapeAttr(head.cssClass)}" ${HTML_SITE_ATTR}="${escapeAttr(site)}"${force + preview + build + entryAttr}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${mark + preloads + style}
<script>${colorModeScript()}</script>${consent + loader}
${headHtml}
</head>
<body>${withoutAssetsMark(body)}
</body>
</html>`;
  return {
    documentHtml: dangerouslySkipEscape(document),
    pageContext: {
      // For the prerender job's account by stage (workers/render.ts RenderCost): React, and the hook's own string work.
      renderTimes: { reactMs, postMs: performance.now() - startedAt - reactMs },
      // The whole page, when vike has nothing to add but its entry tag, which the renderers take out anyway:
      // the prerender worker's direct path (workers/directRender.mjs) renders without vike's machinery.
      renderedDocument: mark ? null : document,
      stylesheet: linked,
    },
    injectFilter(assets: InjectedAsset[]) {
      for (const a of assets) if (a.assetType === 'style' && inlined.has(a.src)) a.inject = false;
      quietVikeAdvice(assets);
    },
  };
}
