// The page's script starts after the page's `load` and its first contentful paint (D-300, D-303): everything
// it does is an enhancement of complete HTML (islands hydrate when seen, the live layer polls, the menu opens
// without it), and a script fetched and run before the first paint competes with the lead image and the first
// layout on a phone's one connection and one core. A light page can finish loading before it paints, hence
// both. The document names its script on <html data-entry>; one small inline script, the same text on every
// page (its hash is in the Content-Security-Policy, read off the front page), adds it; the renderers take out
// vike's own tag for it (entryTag.mjs).

import { ENTRY_ATTRIBUTE } from '../domain/entryTag.mjs';

export { ENTRY_ATTRIBUTE };

/**
 * Adds the module script <html data-entry> names, once, when the page has both loaded and had its first
 * contentful paint (each at once when it already has). A browser without paint timing waits for `load` alone.
 */
export function entryLoaderScript(): string {
  return (
    '(function(){var l=0,p=0,d=0;function s(){if(d||!l||!p)return;d=1;' +
    `var u=document.documentElement.getAttribute('${ENTRY_ATTRIBUTE}');if(!u)return;` +
    "var e=document.createElement('script');e.type='module';e.src=u;document.head.appendChild(e)}" +
    "var f='first-contentful-paint';function painted(){p=1;s()}" +
    "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;" +
    'if(performance.getEntriesByName(f).length)painted();' +
    "else new PerformanceObserver(function(r,o){if(r.getEntriesByName(f).length){o.disconnect();painted()}}).observe({type:'paint',buffered:true})}" +
    'catch(x){p=1}' +
    "function loaded(){l=1;s()}if(document.readyState==='complete')loaded();else addEventListener('load',loaded,{once:true})})()"
  );
}
