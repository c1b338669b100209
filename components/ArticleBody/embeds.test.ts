// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { renderBody } from '../../domain/sanitize';
import { renderPostBody } from '../../domain/articleBody/postBody';
import { drawFacades, embedFacades } from './embeds';
import { loadEmbedFacades } from './embedFacades';
import { tcData, type ConsentChoice } from '../../domain/consent';
import { CONSENT_TEXTS } from '../../domain/consentTexts';
import { drawnBlocks } from '../../domain/articleBody/blocks';
import { embedKind, parseArticleBody } from '../../domain/articleBody/embedKinds';

const YT = 'aB3_dE-9xYz';
const SP = '4rOoJ6Egrf8K2IrywzwOMk';

function body(html: string): void {
  document.body.innerHTML = `<article>${renderPostBody(html)}</article>`;
  embedFacades(document);
}

const press = (kind: string) => document.querySelector<HTMLButtonElement>(`[data-embed-load="${kind}"]`)!.click();

afterEach(() => {
  document.body.innerHTML = '';
});

describe('embedFacades', () => {
  it('puts a button naming the provider in front of the link, and no iframe', () => {
    body(`<p><a href="https://www.youtube.com/watch?v=${YT}">Videó</a></p><p>https://open.spotify.com/episode/${SP}</p>`);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(document.querySelector('[data-embed-load="youtube"]')!.textContent).toBe('A YouTube-videó betöltése');
    expect(document.querySelector('[data-embed-load="spotify"]')!.textContent).toBe('A Spotify-lejátszó betöltése');
    expect(document.querySelector('figure[data-embed="youtube"] .embed__facade a.embed__link')).not.toBeNull();
    embedFacades(document);
    expect(document.querySelectorAll('[data-embed-load]')).toHaveLength(2);
  });

  it('loads the player on the press, with the Spotify height of §9', () => {
    body(`<p>https://open.spotify.com/episode/${SP}</p>`);
    press('spotify');
    const frame = document.querySelector('iframe')!;
    expect(frame.src).toBe(`https://open.spotify.com/embed/episode/${SP}`);
    expect(frame.height).toBe('233');
    expect(document.querySelector('.embed__facade')).toBeNull();
  });

  it('gently forced video starts when nothing else plays, not over a playing audio', () => {
    body(`<p><a href="https://www.youtube.com/watch?v=${YT}">Videó</a></p>`);
    press('youtube');
    expect(document.querySelector('iframe')!.src).toBe(`https://www.youtube-nocookie.com/embed/${YT}?autoplay=1`);

    body(`<p><a href="https://www.youtube.com/watch?v=${YT}">Videó</a></p>`);
    const audio = document.createElement('audio');
    Object.defineProperty(audio, 'paused', { value: false });
    document.body.append(audio);
    press('youtube');
    expect(document.querySelector('iframe')!.src).toBe(`https://www.youtube-nocookie.com/embed/${YT}`);
  });

  it('none never starts; fully forced starts over a playing audio', () => {
    body(`<iframe src="https://www.youtube.com/embed/${YT}?autoplay=0"></iframe>`);
    press('youtube');
    expect(document.querySelector('iframe')!.src).not.toContain('autoplay');

    body(`<iframe src="https://www.youtube.com/embed/${YT}?autoplay=1"></iframe>`);
    const audio = document.createElement('audio');
    Object.defineProperty(audio, 'paused', { value: false });
    document.body.append(audio);
    press('youtube');
    expect(document.querySelector('iframe')!.src).toContain('autoplay=1');
  });

  it('a Datawrapper chart: its button, nothing of Datawrapper before the press, the chart in its reserved height after it', () => {
    const blocks = drawnBlocks(parseArticleBody(renderBody('<iframe src="https://datawrapper.dwcdn.net/Ab1Cd/3/" height="480"></iframe>')), embedKind);
    document.body.innerHTML = `<article>${blocks.map((b) => (b.type === 'html' ? b.html : '')).join('')}</article>`;
    embedFacades(document);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(document.querySelector('[data-embed-load="datawrapper"]')!.textContent).toBe('A Datawrapper-grafikon betöltése');
    expect(document.querySelector('.embed__notice')!.textContent).toContain('A tartalmat a Datawrapper szolgáltatja');
    press('datawrapper');
    const frame = document.querySelector('iframe')!;
    expect(frame.src).toBe('https://datawrapper.dwcdn.net/Ab1Cd/3/');
    expect(frame.height).toBe('480');
  });
});

describe('embeds wait for the reader’s consent', () => {
  /** A consent manager that has the answer `choice` (null: its dialogue still asks), and tells a change. */
  function manager(choice: ConsentChoice | null): (next: ConsentChoice) => void {
    const listeners: ((d: unknown, ok: boolean) => void)[] = [];
    (window as unknown as Record<string, unknown>).__tcfapi = (command: string, _v: number, cb: (d: unknown, ok: boolean) => void) => {
      if (command !== 'addEventListener') return;
      listeners.push(cb);
      cb(tcData(choice, choice ? 'tcloaded' : 'cmpuishown', 'HU'), true);
    };
    return (next) => listeners.forEach((cb) => cb(tcData(next, 'useractioncomplete', 'HU'), true));
  }
  const settled = () => import('./embeds');

  it('draw nothing while the dialogue asks; the load button once the reader accepts', async () => {
    document.body.innerHTML = `<article>${renderPostBody(`<p><a href="https://www.youtube.com/watch?v=${YT}">Videó</a></p>`)}</article>`;
    const answer = manager(null);
    loadEmbedFacades(document);
    await settled();
    expect(document.querySelector('.embed__facade')).toBeNull();
    answer('accepted');
    await settled();
    await expect.poll(() => document.querySelector('[data-embed-load="youtube"]')).not.toBeNull();
  });

  it('refused: the space and the provider’s link stay, the line says why, and a button opens the dialogue; no player loads', () => {
    document.body.innerHTML = `<article>${renderPostBody(`<p><a href="https://www.youtube.com/watch?v=${YT}">Videó</a></p>`)}</article>`;
    drawFacades(document, false);
    const figure = document.querySelector('figure[data-embed="youtube"]')!;
    expect(figure.querySelector('.embed__notice')!.textContent).toBe(CONSENT_TEXTS.refused);
    expect(figure.querySelector('[data-consent-open]')!.textContent).toBe(CONSENT_TEXTS.settings);
    expect(figure.querySelector('a.embed__link')!.getAttribute('href')).toContain(YT);
    expect(figure.querySelector('[data-embed-load]')).toBeNull();
    expect(figure.getAttribute('style')).toContain('aspect-ratio:16/9');
    // Consent given later: the refused line gives way to the load button, the link kept.
    drawFacades(document, true);
    expect(figure.querySelector('[data-embed-refused]')).toBeNull();
    expect(figure.querySelector('[data-embed-load="youtube"]')).not.toBeNull();
    expect(figure.querySelectorAll('a.embed__link')).toHaveLength(1);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('the refused line’s button had the keyboard: the load button drawn in its place takes it, not <body>', () => {
    document.body.innerHTML = `<article>${renderPostBody(`<p><a href="https://www.youtube.com/watch?v=${YT}">Videó</a></p>`)}</article>`;
    drawFacades(document, false);
    document.querySelector<HTMLButtonElement>('[data-consent-open]')!.focus();
    drawFacades(document, true);
    expect(document.activeElement).toBe(document.querySelector('[data-embed-load="youtube"]'));
  });

  it('a redraw elsewhere leaves the keyboard where the reader has it', () => {
    document.body.innerHTML = `<button id="away">x</button><article>${renderPostBody(`<p><a href="https://www.youtube.com/watch?v=${YT}">Videó</a></p>`)}</article>`;
    drawFacades(document, false);
    document.getElementById('away')!.focus();
    drawFacades(document, true);
    expect(document.activeElement!.id).toBe('away');
  });
});
