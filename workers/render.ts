// What a render worker (render-worker.mjs) is given and answers. The worker itself is plain JavaScript.
import type { PageDeps } from '../domain/dependencies';
import type { SiteSlug } from '../domain/types';

export interface RenderTask {
  url: string;
  site: SiteSlug;
  host: string;
  contentApiUrl: string;
  distDir: string;
  /** The run, for data shared between pages (renderer/types.ts dataGeneration). */
  dataGeneration: string;
  /**
   * The page's output file: when set, a page that renders (200) is written by the worker to temp files next
   * to it (HTML, .gz, .br), for the job to publish by renames once the whole batch is known good.
   */
  file?: string;
}

/** Temp files of a rendered page (workers/tempFile.mjs), each to be renamed to its target or deleted. */
export interface StagedPage {
  /** → file.gz, file.br, then file: the plain file appearing is what makes the page exist. */
  gz: string;
  br: string;
  html: string;
}

export interface RenderResult {
  url: string;
  site: SiteSlug;
  status: number;
  /** The page, unless it was staged. */
  html: string;
  location: string | null;
  deps: PageDeps | null;
  /** Set when the page could not be rendered whole because of the content API: the batch must not be published. */
  apiFailure: string | null;
  /** The HTML precompressed for the origin and nginx (gzip_static), made in the worker so compression uses every core. */
  gz: Uint8Array | null;
  br: Uint8Array | null;
  /** With task.file and status 200: the page written to temp files instead of sent back (html '', gz and br null). */
  staged: StagedPage | null;
}
