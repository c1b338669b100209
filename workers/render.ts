// A render worker thread: vike's renderPage() over the production build, one page per task. The
// prerender job runs one per core (tinypool).
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageDeps } from '../domain/dependencies';
import type { SiteSlug } from '../domain/types';

export interface RenderTask {
  url: string;
  site: SiteSlug;
  host: string;
  contentApiUrl: string;
  distDir: string;
  previewToken?: string;
}

export interface RenderResult {
  url: string;
  site: SiteSlug;
  status: number;
  html: string;
  location: string | null;
  deps: PageDeps | null;
}

let renderPage: typeof import('vike/server').renderPage | null = null;

async function load(distDir: string): Promise<typeof import('vike/server').renderPage> {
  if (!renderPage) {
    await import(pathToFileURL(join(resolve(distDir), 'server', 'entry.mjs')).href);
    renderPage = (await import('vike/server')).renderPage;
  }
  return renderPage;
}

export default async function render(task: RenderTask): Promise<RenderResult> {
  const renderPageFn = await load(task.distDir);
  const pageContext = await renderPageFn({
    urlOriginal: task.url,
    host: task.host,
    siteSlug: task.site,
    contentApiUrl: task.contentApiUrl,
    ...(task.previewToken ? { previewToken: task.previewToken } : {}),
  });
  const res = pageContext.httpResponse;
  const headers = new Map((res?.headers ?? []).map(([k, v]) => [k.toLowerCase(), v]));
  const data = (pageContext as { data?: { deps?: PageDeps } }).data;
  return {
    url: task.url,
    site: task.site,
    status: res?.statusCode ?? 500,
    html: typeof res?.body === 'string' ? res.body : '',
    location: headers.get('location') ?? null,
    deps: data?.deps ?? null,
  };
}
