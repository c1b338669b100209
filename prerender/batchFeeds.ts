// An incremental batch's feeds (the touched lists' and shows'): made and staged (fsync'd temp files) while the batch's
// pages render, published by renames once, just before its first page (or at its end when it renders none), so a
// page never shows an edit its feed lacks; dropped when the batch fails first, so a failed run changes nothing.
// The news sitemaps are no feed a reader follows: they are made once the edited page is out and published with the
// rest of the batch (D-422), so their lists are not asked of the content API while that page waits.
import type { FeedSection } from './feeds';
import type { JobState } from './jobState';
import type { XmlOutputs } from './xmlOutputs';

/** Staged XML outputs: published once, however often asked, or dropped when the batch fails first. */
export interface BatchXml {
  publish(): Promise<void>;
  drop(): Promise<void>;
}

export function batchFeeds(
  xml: XmlOutputs,
  state: JobState,
  touched: ReadonlySet<string>,
  sections: ReadonlyMap<string, FeedSection>,
  shows: ReadonlySet<string> = new Set(),
): BatchXml {
  return staged(touchesXml(touched, sections, shows) ? stage(xml, state, touched, sections, shows) : null);
}

/** Whether a batch changes any XML output: it touched a list, met a section or touched a show. */
export function touchesXml(touched: ReadonlySet<string>, sections: ReadonlyMap<string, FeedSection>, shows: ReadonlySet<string>): boolean {
  return touched.size > 0 || sections.size > 0 || shows.size > 0;
}

/** The news sitemaps of both domains, made again and staged. */
export function batchNews(xml: XmlOutputs): BatchXml {
  return staged(xml.newsSitemapFiles().then(async (files) => ({ staged: await xml.stageXmlFiles(files), remember: async () => {} })));
}

function staged(made: Promise<{ staged: { publish(): Promise<void>; discard(): Promise<void> }; remember(): Promise<void> }> | null): BatchXml {
  made?.catch(() => {});
  let published = false;
  return {
    async publish(): Promise<void> {
      if (published || !made) return;
      published = true;
      const m = await made;
      await m.staged.publish();
      await m.remember();
    },
    async drop(): Promise<void> {
      if (!published)
        await made?.then(
          (m) => m.staged.discard(),
          () => {},
        );
    },
  };
}

/** The touched feeds staged (the touched shows' too), and how to remember the sections met (their feeds are made on later runs too). */
async function stage(xml: XmlOutputs, state: JobState, touched: ReadonlySet<string>, sections: ReadonlyMap<string, FeedSection>, shows: ReadonlySet<string>) {
  const merged = new Map((await state.loadSections()).map((s) => [`${s.siteSlug}|${s.slug}`, s]));
  for (const [k, s] of sections) merged.set(k, s);
  const all = [...merged.values()];
  const staged = await xml.stageXmlFiles(await xml.touchedFeeds(all, touched, shows));
  return { staged, remember: async () => void (sections.size ? await state.saveSections(all) : undefined) };
}
