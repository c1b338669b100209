// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PIP_DEFAULTS, sharedView } from '../../domain/sharedData';
import type { CommonData } from '../../domain/types';
import { FloodWarning, PipVideo, SharedStrip } from './SharedData';
import { SearchBox } from '../SearchBox/SearchBox';
import { startShared } from './shared';
import { drawShared } from './draw';

const listeners = vi.hoisted(() => [] as ((c: Partial<CommonData>, tick: number) => void)[]);
vi.mock('../../live/sharedData', () => ({
  pageSharedData: async () => ({
    running: false,
    watch: (l: (c: Partial<CommonData>, tick: number) => void) => void listeners.push(l),
  }),
}));

const BASE: Partial<CommonData> = {
  weatherData: [{ city: 'Budapest', temperature: 7, description: 'borult', icon: 'cloudy' }],
  floodingData: null,
  searchPlaceholders: ['Első javaslat', 'Második javaslat'],
  pipStatus: PIP_DEFAULTS,
  dwPromo: null,
  trendingTags: [{ slug: 'arviz', name: 'árvíz', url: '/cimke/arviz' }],
};
const PIP = { pipShow: '1', pipTitle: 'Élő: ülésezik a parlament', pipUrl: '/media/elo.mp4', pipOpen: '1', pipLabel: 'élő' };

function page(c: Partial<CommonData>) {
  const v = sharedView(c);
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <FloodWarning view={v} />
      <SharedStrip view={v} />
      <SearchBox action="/kereses" label="Keresés" term="" placeholders={v.searchPlaceholders} />
      <PipVideo view={v} />
    </>,
  );
}
const pip = () => document.querySelector<HTMLElement>('[data-shared="pip"]')!;
const part = (name: string) => document.querySelector<HTMLElement>(`[data-shared="${name}"]`)!;

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  listeners.length = 0;
});

describe('the shared parts', () => {
  it('are complete without scripts: weather, trending tags and the placeholder drawn; what is off is in the page, hidden', () => {
    page({ ...BASE, pipStatus: PIP, floodingData: { active: true, river: 'Tisza', level: 812, url: '' } });
    expect(part('weather').textContent).toBe('IdőjárásBudapest 7 °C, borult');
    expect([...part('trending').querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['árvíz', '/cimke/arviz']]);
    expect(part('flood').textContent).toBe('Árvízvédelmi készültség – Tisza: 812 cm');
    expect(part('promo').hidden).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input[type=search]')!.placeholder).toBe('Első javaslat');
    expect(pip().hidden).toBe(false);
    expect(pip().querySelector('details')!.open).toBe(true);
    expect(pip().querySelector('summary')!.textContent).toBe('élőÉlő: ülésezik a parlament');
    expect(pip().querySelector('video')!.getAttribute('src')).toBe('/media/elo.mp4');
    // Closing needs the script: without it the button is not offered.
    expect(pip().querySelector<HTMLElement>('[data-pip-close]')!.hidden).toBe(true);
    page(BASE);
    expect(pip().hidden).toBe(true);
    expect(part('flood').hidden).toBe(true);
  });

  it('take each answer in place: the pip video switched on, new weather and trending tags, the next placeholder', () => {
    page(BASE);
    drawShared({ ...BASE, pipStatus: { ...PIP, pipOpen: '0' }, weatherData: [{ city: 'Szeged', temperature: 21, description: 'napos', icon: '' }] }, 1);
    expect(pip().hidden).toBe(false);
    expect(pip().querySelector('details')!.open).toBe(false);
    expect(pip().querySelector<HTMLElement>('[data-pip-close]')!.hidden).toBe(false);
    expect(part('weather').textContent).toBe('IdőjárásSzeged 21 °C, napos');
    expect(document.querySelector<HTMLInputElement>('input[type=search]')!.placeholder).toBe('Második javaslat');
    drawShared({ ...BASE, trendingTags: [], dwPromo: { show: true, url: 'https://www.dw.com/hu', title: 'DW magyarul' } }, 2);
    expect(part('trending').hidden).toBe(true);
    expect(part('promo').querySelector('a')!.textContent).toBe('DW magyarul');
    expect(pip().hidden).toBe(true);
  });

  it('keeps the reader’s opened player as it is while the status stays', () => {
    page({ ...BASE, pipStatus: { ...PIP, pipOpen: '0' } });
    void startShared();
    pip().querySelector('details')!.open = true;
    drawShared({ ...BASE, pipStatus: { ...PIP, pipOpen: '0' } }, 1);
    expect(pip().querySelector('details')!.open).toBe(true);
  });

  it('stay closed for the video the reader closed, on the next page too, and show again when the video’s address changes', async () => {
    page({ ...BASE, pipStatus: PIP });
    await startShared();
    expect(pip().querySelector<HTMLElement>('[data-pip-close]')!.hidden).toBe(false);
    pip().querySelector<HTMLElement>('[data-pip-close]')!.click();
    expect(pip().hidden).toBe(true);
    drawShared({ ...BASE, pipStatus: PIP }, 1);
    expect(pip().hidden).toBe(true);
    // The next page of the tab: rendered with the video on, hidden by the script.
    page({ ...BASE, pipStatus: PIP });
    await startShared();
    expect(pip().hidden).toBe(true);
    drawShared({ ...BASE, pipStatus: { ...PIP, pipUrl: '/media/masik.mp4' } }, 2);
    expect(pip().hidden).toBe(false);
    expect(pip().querySelector('video')!.getAttribute('src')).toBe('/media/masik.mp4');
    // The closed flag was reset: the first video coming back shows too.
    drawShared({ ...BASE, pipStatus: PIP }, 3);
    expect(pip().hidden).toBe(false);
  });
});
