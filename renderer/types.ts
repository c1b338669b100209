import type { SiteSlug } from '../domain/types';
import type { HeadModel } from '../domain/head';
import type { Shell } from '../domain/shell';
import type { PageDeps } from '../domain/dependencies';
import type { LoginState, PreviewState } from '../domain/preview';

declare global {
  // vike's PageContext is typed by augmenting its global namespace.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      /** Set by whoever renders (render server, prerender job): the request's Host and site. */
      host?: string;
      siteSlug?: SiteSlug;
      /** Base URL of the content API for server-side data loading. */
      contentApiUrl?: string;
      /** A signed-in editor's preview (the preview endpoint only): drafts visible, the banner shown. */
      preview?: PreviewState;
      /** The preview endpoint's login page. */
      login?: LoginState;
      /**
       * The prerender run this render belongs to: data shared between pages (sidebar boxes) is cached per
       * run, so a run after an unpublish never shows the article from an earlier run's cache.
       */
      dataGeneration?: string;
      /**
       * The build whose assets the page links (prerender/buildFiles.ts buildIdOf): the page registers that
       * build's service worker (live/navigation.ts).
       */
      build?: string;
      /** The reader's User-Agent (render server only): crawlers get no error page body. */
      userAgent?: string;
      data?: PageData;
      /** Set by onRenderHtml, for the prerender job's cost by stage: ms of React's render and of the hook's other work. */
      renderTimes?: { reactMs: number; postMs: number };
      /**
       * Set by the prerender job's render worker for a page it stages: the job publishes the page's stylesheet as
       * a file beside it, so the page links that file rather than carrying its text (renderer/pageStylesheet.ts).
       */
      publishesStylesheet?: boolean;
      /** Set by onRenderHtml when the page links its stylesheet: the file's path and text, for the job to publish. */
      stylesheet?: { href: string; text: string } | null;
      /** Set by onRenderHtml: the whole page when vike is to add nothing to it but its entry tag, else null. */
      renderedDocument?: string | null;
    }
  }
}

/** What every page's data() returns at least: the head and the page chrome. */
export interface PageData {
  head: HeadModel;
  shell: Shell;
  /** What the page used, for the prerender job's dependency index. */
  deps: PageDeps;
  /** The header is drawn opaque (the front page with a breaking block, reader-site.md §4). */
  headerOpacity?: boolean;
  /** False: the page's own tab bar is the section menu (domain/listViews.ts tabsAreSectionMenu). */
  headerSections?: boolean;
}

export {};
