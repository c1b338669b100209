// An incremental batch's feeds (the touched lists' and shows', and the news sitemaps): made and staged
// (fsync'd temp files) while the batch's pages render, published by renames once, just before its first page (or at its end when it renders none),
// so a page never shows an edit its feed lacks; dropped when the batch fails first, so a failed run changes
// nothing.
import type { FeedSection } from './feeds';
import type { JobState } from './jobState';
import type { XmlOutputs } from './xmlOutputs';

export function batchFeeds(
  xml: XmlOutputs,
  state: JobState,
  touched: ReadonlySet<string>,
  sections: ReadonlyMap<string, FeedSection>,
  shows: ReadonlySet<string> = new Set(),
) {
  const made = touched.size || sections.size || shows.size ? stage(xml, state, touched, sections, shows) : null;
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
