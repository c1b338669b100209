// The page's script starts after the page's `load` (D-300): everything it does is an enhancement of complete
// HTML (islands hydrate when seen, the live layer polls, the menu opens without it), and a script fetched and
// run before the first paint competes with the lead image and the first layout on a phone's one connection
// and one core. The document names its script on <html data-entry>; one small inline script, the same text
// on every page (its hash is in the Content-Security-Policy, read off the front page), adds it on `load`;
// the renderers take out vike's own tag for it (entryTag.mjs).

import { ENTRY_ATTRIBUTE } from './entryTag.mjs';

export { ENTRY_ATTRIBUTE };

/** Adds the module script <html data-entry> names once the page has loaded (at once when it already has). */
export function entryLoaderScript(): string {
  return (
    "(function(){function s(){var u=document.documentElement.getAttribute('" +
    ENTRY_ATTRIBUTE +
    "');if(!u)return;var e=document.createElement('script');e.type='module';e.src=u;document.head.appendChild(e)}" +
    "if(document.readyState==='complete')s();else addEventListener('load',s,{once:true})})()"
  );
}

/** The page script a document names (its build, D-205), or null. */
export function entryOf(doc: Document): string | null {
  return doc.documentElement.getAttribute(ENTRY_ATTRIBUTE);
}
