// What a render worker (render-worker.mjs) is given and answers. The worker itself is plain JavaScript.
import type { PageDeps } from '../domain/dependencies';
import type { SiteSlug } from '../domain/types';

export interface RenderTask {
  url: string;
  site: SiteSlug;
  host: string;
  contentApiUrl: string;
  distDir: string;
  /** The build's id (prerender/buildFiles.ts buildIdOf), which the page names for its service worker. */
  build: string;
  /** The run, for data shared between pages (renderer/types.ts dataGeneration). */
  dataGeneration: string;
  /**
   * The page's output file: when set, a page that renders (200) is written by the worker to temp files next
   * to it (HTML and its .br), for the job to publish by renames once the whole batch is known good; the page
   * then links its stylesheet, which the job publishes with it, instead of carrying its text.
   */
  file?: string;
}

/** Temp files of a rendered page (workers/tempFile.mjs), each to be renamed to its target or deleted. */
export interface StagedPage {
  /** → file and file.br, by prerender/siblings.ts putVersion (the old copies, a .gz of an older output too, removed first). */
  br: string;
  html: string;
}

/**
 * What a page's render cost the thread by stage, in ms (the synchronous stages' wall time): React's
 * renderToString; post-processing (onRenderHtml's own string work, the entry tag taken out); compression;
 * the writes' synchronous part. What is left of the thread's CPU (ThreadCpu) is the data loading and vike
 * around the hooks (routing, the data hooks, its asset tags).
 */
export interface RenderCost {
  reactMs: number;
  postMs: number;
  compressMs: number;
  writeMs: number;
}

/** A render thread's CPU time since it started (Linux), on the last result of each message. */
export interface ThreadCpu {
  id: number;
  cpuMs: number;
}

/** What a page's render gave, whatever became of it. */
interface RenderedFields {
  url: string;
  site: SiteSlug;
  status: number;
  /** The page, unless it was staged. */
  html: string;
  location: string | null;
  deps: PageDeps | null;
  /**
   * The stylesheet file a staged page links, for the job to publish with it (renderer/pageStylesheet.ts, D-424):
   * its text comes with the first page of a message that links it, and only its path with the others.
   */
  stylesheet?: { href: string; text?: string } | null;
  /** The HTML's brotli copy for the origin and nginx (brotli_static), made in the worker so compression uses every core. */
  br: Uint8Array | null;
  /** With task.file and status 200: the page written to temp files instead of sent back (html '' and br null). */
  staged: StagedPage | null;
  cost: RenderCost;
  thread?: ThreadCpu;
}

/**
 * Why a page could not be rendered whole (contentClient/outcome.mjs decides which):
 * - `content-api`: the content API failed (unreachable, timed out, 5xx, garbage, no shell): the batch must
 *   not be published;
 * - `page`: the page itself failed (a bad article; status 5xx): it is skipped, its last good copy stays.
 */
export interface RenderFailure {
  kind: 'content-api' | 'page';
  reason: string;
}

/** A page that rendered: 200, 404 or a redirect, published, removed or skipped by its status. */
export interface RenderedPage extends RenderedFields {
  outcome: 'rendered';
}

export interface FailedPage extends RenderedFields {
  outcome: 'failed';
  failure: RenderFailure;
}

export type RenderResult = RenderedPage | FailedPage;

/** A result whose failure keeps its whole batch from being published. */
export function stopsBatch(r: RenderResult): r is FailedPage & { failure: { kind: 'content-api' } } {
  return r.outcome === 'failed' && r.failure.kind === 'content-api';
}
