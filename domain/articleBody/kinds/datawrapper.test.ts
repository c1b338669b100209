import { describe, expect, it } from 'vitest';
import { renderBody } from '../../sanitize';
import { parseArticleBody } from '../embedKinds';
import { drawnBlocks } from '../blocks';
import { embedKind } from '../embedKinds';
import { DATAWRAPPER_FACADE, DATAWRAPPER_HEIGHT, datawrapperChart, datawrapperHeight, datawrapperKind, watchDatawrapperHeight } from './datawrapper';
import type { MessageTarget } from '../../facade';

/** Datawrapper's own "responsive iframe" embed code, as the newsroom pastes it. */
const EMBED_CODE =
  '<iframe title="Az infláció havonta" aria-label="Oszlopdiagram" id="datawrapper-chart-Ab1Cd" src="https://datawrapper.dwcdn.net/Ab1Cd/3/" scrolling="no" frameborder="0" style="width: 0; min-width: 100% !important; border: none;" height="512" data-external="1"></iframe>' +
  '<script type="text/javascript">!function(){"use strict";window.addEventListener("message",(function(a){if(void 0!==a.data["datawrapper-height"]){}}))}();</script>';

const drawn = (body: string) =>
  drawnBlocks(parseArticleBody(renderBody(body)), embedKind)
    .map((b) => (b.type === 'html' ? b.html : ''))
    .join('');

describe('the Datawrapper kind: detection', () => {
  it('finds the chart of the newsroom’s embed code, its height and title, its script gone', () => {
    const found = datawrapperKind.find(renderBody(`<p>Előtte.</p>${EMBED_CODE}<p>Utána.</p>`));
    expect(found).toHaveLength(1);
    expect(found[0]!.data).toEqual({ id: 'Ab1Cd', src: 'https://datawrapper.dwcdn.net/Ab1Cd/3/', title: 'Az infláció havonta', height: 512, caption: '' });
  });

  it('takes the iframe with the p, div or figure that holds only it, a figure’s caption kept', () => {
    const iframe = '<iframe src="https://datawrapper.dwcdn.net/Ab1Cd/3/"></iframe>';
    for (const wrapped of [`<p>${iframe}</p>`, `<div>${iframe}</div>`, `<figure>${iframe}</figure>`]) {
      const html = renderBody(`<p>a</p>${wrapped}<p>b</p>`);
      const [m] = datawrapperKind.find(html);
      expect(html.slice(0, m!.index)).toBe('<p>a</p>');
      expect(html.slice(m!.index + m!.length)).toBe('<p>b</p>');
    }
    const [m] = datawrapperKind.find(renderBody(`<figure>${iframe}<figcaption>Forrás: KSH</figcaption></figure>`));
    expect(m!.data.caption).toBe('<figcaption>Forrás: KSH</figcaption>');
  });

  it('reserves the default height without one, and holds a height to its bounds', () => {
    const height = (attr: string) => datawrapperKind.find(renderBody(`<iframe src="https://datawrapper.dwcdn.net/Ab1Cd/3/"${attr}></iframe>`))[0]!.data.height;
    expect(height('')).toBe(DATAWRAPPER_HEIGHT.default);
    expect(height(' height="auto"')).toBe(DATAWRAPPER_HEIGHT.default);
    expect(height(' height="20"')).toBe(DATAWRAPPER_HEIGHT.min);
    expect(height(' height="99999"')).toBe(DATAWRAPPER_HEIGHT.max);
  });

  it('knows only published charts of datawrapper.dwcdn.net over https', () => {
    expect(datawrapperChart('https://datawrapper.dwcdn.net/Ab1Cd/12')).toEqual({ id: 'Ab1Cd', src: 'https://datawrapper.dwcdn.net/Ab1Cd/12/' });
    for (const src of [
      'http://datawrapper.dwcdn.net/Ab1Cd/3/',
      'https://datawrapper.dwcdn.net.evil.example/Ab1Cd/3/',
      'https://datawrapper.dwcdn.net/Ab1Cd/',
      'https://datawrapper.dwcdn.net/Ab1Cd/3/?x=<script>',
      'https://app.datawrapper.de/chart/Ab1Cd/edit',
    ])
      expect(datawrapperChart(src), src).toBeNull();
  });

  it('is kept by the sanitiser, and any other iframe of its host is not', () => {
    expect(renderBody(EMBED_CODE)).toContain('src="https://datawrapper.dwcdn.net/Ab1Cd/3/"');
    expect(renderBody(EMBED_CODE)).not.toContain('<script');
    expect(renderBody('<iframe src="https://datawrapper.dwcdn.net/logout"></iframe>')).toBe('');
  });
});

describe('the Datawrapper kind: the placeholder', () => {
  it('draws a placeholder naming the chart, its height reserved, a link to the chart, and no iframe', () => {
    const html = drawn(`<p>a</p>${EMBED_CODE}<p>b</p>`);
    expect(html).toBe(
      '<p>a</p><figure class="embed embed--datawrapper" data-embed="datawrapper" data-src="https://datawrapper.dwcdn.net/Ab1Cd/3/" data-height="512"' +
        ' data-title="Az infláció havonta" style="min-height:512px"><a class="embed__link" href="https://datawrapper.dwcdn.net/Ab1Cd/3/" rel="noopener noreferrer">' +
        'A grafikon megnyitása a Datawrapperen</a></figure><p>b</p>',
    );
  });

  it('escapes what the newsroom wrote', () => {
    expect(drawn('<iframe title="&quot;><script>x</script>" src="https://datawrapper.dwcdn.net/Ab1Cd/3/"></iframe>')).toContain(
      'data-title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"',
    );
  });

  it('names its provider on the load button', () => {
    expect(DATAWRAPPER_FACADE.provider).toBe('Datawrapper');
    expect(DATAWRAPPER_FACADE.button).toBe('A Datawrapper-grafikon betöltése');
  });
});

describe('the Datawrapper kind: the chart’s height messages', () => {
  const ORIGIN = 'https://datawrapper.dwcdn.net';

  it('reads the height told for its own chart, from Datawrapper’s origin only', () => {
    expect(datawrapperHeight({ 'datawrapper-height': { Ab1Cd: 640 } }, ORIGIN, 'Ab1Cd')).toBe(640);
    expect(datawrapperHeight({ 'datawrapper-height': { Ab1Cd: 640 } }, 'https://evil.example', 'Ab1Cd')).toBeNull();
    expect(datawrapperHeight({ 'datawrapper-height': { Zz9Zz: 640 } }, ORIGIN, 'Ab1Cd')).toBeNull();
    expect(datawrapperHeight({ 'datawrapper-height': { Ab1Cd: '640' } }, ORIGIN, 'Ab1Cd')).toBeNull();
    expect(datawrapperHeight({ 'datawrapper-height': { Ab1Cd: Infinity } }, ORIGIN, 'Ab1Cd')).toBeNull();
    expect(datawrapperHeight('datawrapper-height', ORIGIN, 'Ab1Cd')).toBeNull();
    expect(datawrapperHeight({ 'datawrapper-height': { Ab1Cd: 1e9 } }, ORIGIN, 'Ab1Cd')).toBe(DATAWRAPPER_HEIGHT.max);
  });

  it('after the press, the box follows the messages of the chart’s own frame, no other window’s', () => {
    const listeners: ((e: { data: unknown; origin: string; source: unknown }) => void)[] = [];
    const win: MessageTarget = { addEventListener: (_type, fn) => listeners.push(fn) };
    const chartWindow = {};
    const heights: number[] = [];
    DATAWRAPPER_FACADE.afterLoad!({
      src: 'https://datawrapper.dwcdn.net/Ab1Cd/3/',
      frame: { contentWindow: chartWindow },
      win,
      setHeight: (px) => heights.push(px),
    });
    const post = (data: unknown, origin: string, source: unknown) => listeners.forEach((fn) => fn({ data, origin, source }));
    post({ 'datawrapper-height': { Ab1Cd: 700 } }, ORIGIN, chartWindow);
    post({ 'datawrapper-height': { Ab1Cd: 900 } }, ORIGIN, {});
    post({ 'datawrapper-height': { Ab1Cd: 900 } }, 'https://evil.example', chartWindow);
    post({ 'datawrapper-height': { Ab1Cd: 800 } }, ORIGIN, chartWindow);
    expect(heights).toEqual([700, 800]);
  });

  it('listens to nothing before its frame has a window', () => {
    const listeners: ((e: { data: unknown; origin: string; source: unknown }) => void)[] = [];
    const heights: number[] = [];
    watchDatawrapperHeight({ addEventListener: (_t, fn) => listeners.push(fn) }, { contentWindow: null }, 'Ab1Cd', (px) => heights.push(px));
    listeners.forEach((fn) => fn({ data: { 'datawrapper-height': { Ab1Cd: 700 } }, origin: ORIGIN, source: null }));
    expect(heights).toEqual([]);
  });
});
