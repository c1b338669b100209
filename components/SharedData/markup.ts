// The inside of each shared part as HTML, one function for the render and the browser: the page is drawn
// complete from the shell's data, and a refresh call's change is drawn by the same text into the same box.
import { escapeAttr as attr, escapeText as text } from '../../domain/htmlAttributes';
import { SHARED_TEXTS, shownTrending, dwPromoLink, floodWarning, pipPlayable, weatherText, type SharedView } from '../../domain/sharedData';
import type { SharedPart } from './parts';
import { SHARED_PIP_CLOSE_ATTR } from './attrs';
import styles from './SharedData.module.css';

const cls = (name: string) => attr(styles[name] ?? '');

function pipHtml(v: SharedView): string {
  const p = v.pipStatus;
  if (!p.pipUrl) return '';
  const video = pipPlayable(p.pipUrl) ? `<video class="${cls('video')}" src="${attr(p.pipUrl)}" controls muted playsinline preload="none"></video>` : '';
  const title = p.pipTitle ? `<span class="${cls('pipTitle')}">${text(p.pipTitle)}</span>` : '';
  return (
    `<details class="${cls('pipBox')}"${p.pipOpen === '1' ? ' open' : ''}><summary class="${cls('pipSummary')}">` +
    `<span class="${cls('pipLabel')}">${text(p.pipLabel)}</span>${title}</summary>` +
    `${video}<a class="${cls('pipLink')}" href="${attr(p.pipUrl)}">${SHARED_TEXTS.pipWatch}</a></details>` +
    `<button type="button" class="${cls('pipClose')}" ${SHARED_PIP_CLOSE_ATTR} hidden aria-label="${SHARED_TEXTS.pipClose}">×</button>`
  );
}

function weatherHtml(v: SharedView): string {
  if (v.weatherData.length === 0) return '';
  return (
    `<span class="${cls('label')}">${SHARED_TEXTS.weather}</span>` +
    v.weatherData.map((w) => `<span class="${cls('item')}">${text(weatherText(w))}</span>`).join('')
  );
}

function floodHtml(v: SharedView): string {
  const w = floodWarning(v.floodingData);
  if (!w) return '';
  return w.url ? `<a href="${attr(w.url)}">${text(w.text)}</a>` : text(w.text);
}

function trendingHtml(v: SharedView): string {
  const tags = shownTrending(v);
  if (tags.length === 0) return '';
  return (
    `<span class="${cls('label')}">${SHARED_TEXTS.trending}</span><ul class="${cls('tags')}">` +
    tags.map((t) => `<li><a href="${attr(t.url)}">${text(t.name)}</a></li>`).join('') +
    '</ul>'
  );
}

function promoHtml(v: SharedView): string {
  const p = dwPromoLink(v.dwPromo);
  return p ? `<a href="${attr(p.url)}" rel="noopener">${text(p.title)}</a>` : '';
}

const DRAW: Record<Exclude<SharedPart, 'placeholder'>, (v: SharedView) => string> = {
  pip: pipHtml,
  weather: weatherHtml,
  flood: floodHtml,
  trending: trendingHtml,
  promo: promoHtml,
};

/** The inside of a part; '' when it has nothing to show (the part is then hidden). */
export function partHtml(part: Exclude<SharedPart, 'placeholder'>, v: SharedView): string {
  return DRAW[part](v);
}
