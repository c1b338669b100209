// vike's renderPage() over a production build, and the shape of what it hands back: the page renderer of the
// public render server (server/ssr.ts) and the editors' preview (server/preview/).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteSlug } from '../domain/types';
import type { LoginState, PreviewState } from '../domain/preview';
import { withoutEntryTag } from '../domain/entryTag.mjs';
import { buildIdOf } from '../prerender/buildFiles';
import { bareServerErrorHtml } from '../domain/errors';
import { HTML_TYPE } from '../domain/serving';

/** What the render server hands to vike's renderPage() (the pages read host, siteSlug and contentApiUrl). */
export interface RenderInit {
  /** Path and query of the request, exactly as it came. */
  urlOriginal: string;
  /** The request's Host header (with its port, if any). */
  host: string;
  siteSlug: SiteSlug;
  contentApiUrl: string;
  /** The reader's User-Agent: crawlers get error statuses without an error page body. */
  userAgent?: string;
  /** The preview endpoint only: a signed-in editor's render, or its login page. */
  preview?: PreviewState;
  login?: LoginState;
}

/** The part of vike's pageContext.httpResponse the server answers with. */
export interface RenderedResponse {
  statusCode: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: string;
}

/** Renders one page; null when the renderer produced no response at all. */
export type RenderFn = (init: RenderInit) => Promise<RenderedResponse | null>;

/**
 * What a server answers when not even the error page rendered (the renderer threw, or vike gave nothing): the
 * server error page's texts, a 500 (a crawler's bare page is the caller's, as for any error page).
 */
export function unrenderedError(): RenderedResponse {
  return { statusCode: 500, headers: [['content-type', HTML_TYPE]], body: bareServerErrorHtml() };
}

/** vike's renderPage() over a production build. The build is loaded on the first call (or by `load()`). */
export function vikeRenderer(distDir: string): RenderFn & { load(): Promise<void>; loaded(): boolean } {
  const entry = resolve(distDir, 'server', 'entry.mjs');
  let ready: Promise<typeof import('vike/server').renderPage> | undefined;
  let loaded = false;
  // Read with the build it names: the page registers that build's service worker (renderer/types.ts).
  let build: string | undefined;
  const load = () => {
    ready ??= (async () => {
      if (!existsSync(entry)) throw new Error(`${entry} is missing: build the app first (npx vike build)`);
      await import(pathToFileURL(entry).href);
      const { renderPage } = await import('vike/server');
      build = buildIdOf(distDir);
      loaded = true;
      return renderPage;
    })();
    return ready;
  };
  const render = async (init: RenderInit): Promise<RenderedResponse | null> => {
    const renderPage = await load();
    const pageContext = await renderPage({ ...init, build });
    // Typed as always present; older vike versions answered null when no page (not even an error page) rendered.
    const response = pageContext.httpResponse as typeof pageContext.httpResponse | null | undefined;
    if (!response) return null;
    return { statusCode: response.statusCode, headers: response.headers, body: withoutEntryTag(await response.getBody()) };
  };
  return Object.assign(render, { load: async () => void (await load()), loaded: () => loaded });
}
