// What a render worker (render-worker.mjs) is given and answers. The worker itself is plain JavaScript.
import type { PageDeps } from '../domain/dependencies';
import type { SiteSlug } from '../domain/types';

export interface RenderTask {
  url: string;
  site: SiteSlug;
  host: string;
  contentApiUrl: string;
  distDir: string;
  previewToken?: string;
  /** The run, for data shared between pages (renderer/types.ts dataGeneration). */
  dataGeneration: string;
}

export interface RenderResult {
  url: string;
  site: SiteSlug;
  status: number;
  html: string;
  location: string | null;
  deps: PageDeps | null;
  /** Set when the page could not be rendered whole because of the content API: the batch must not be published. */
  apiFailure: string | null;
  /** The HTML precompressed for the origin and nginx (gzip_static), made in the worker so compression uses every core. */
  gz: Uint8Array | null;
  br: Uint8Array | null;
}
