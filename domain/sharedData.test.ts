import { describe, expect, it } from 'vitest';
import {
  PIP_DEFAULTS,
  dwPromoLink,
  floodWarning,
  pipClosedAfter,
  pipPlayable,
  pipShown,
  pipWithDefaults,
  searchPlaceholder,
  sharedView,
  weatherText,
} from './sharedData';

const ON = { pipShow: '1', pipTitle: 'Élő: parlament', pipUrl: '/media/elo.mp4', pipOpen: '1', pipLabel: 'élő' };

describe('the pip status', () => {
  it('resets to label élő, open 1, show 0 where it is empty or missing', () => {
    expect(PIP_DEFAULTS).toEqual({ pipShow: '0', pipTitle: '', pipUrl: '', pipOpen: '1', pipLabel: 'élő' });
    expect(pipWithDefaults(null)).toEqual(PIP_DEFAULTS);
    expect(pipWithDefaults({ pipShow: '', pipLabel: ' ', pipOpen: '' })).toEqual(PIP_DEFAULTS);
    expect(pipWithDefaults({ pipShow: '1', pipLabel: 'LIVE', pipOpen: '0' })).toMatchObject({ pipShow: '1', pipLabel: 'LIVE', pipOpen: '0' });
  });

  it('shows the video when switched on with an address the reader has not closed', () => {
    expect(pipShown(ON, null)).toBe(true);
    expect(pipShown({ ...ON, pipShow: '0' }, null)).toBe(false);
    expect(pipShown({ ...ON, pipUrl: '' }, null)).toBe(false);
    expect(pipShown(ON, ON.pipUrl)).toBe(false);
    expect(pipShown(ON, '/media/other.mp4')).toBe(true);
  });

  it('keeps the closed flag while the address stays and resets it when the address changes', () => {
    expect(pipClosedAfter(ON.pipUrl, ON)).toBe(ON.pipUrl);
    expect(pipClosedAfter(ON.pipUrl, { ...ON, pipUrl: '/media/masik.mp4' })).toBeNull();
    expect(pipClosedAfter(null, ON)).toBeNull();
  });

  it('takes only the site’s own paths and http(s) addresses', () => {
    expect(pipWithDefaults({ ...ON, pipUrl: 'javascript:alert(1)' }).pipUrl).toBe('');
    expect(pipWithDefaults({ ...ON, pipUrl: '//evil.example/x' }).pipUrl).toBe('');
    expect(dwPromoLink({ show: true, url: 'data:text/html,x', title: 'DW' })).toBeNull();
    expect(floodWarning({ active: true, river: 'Duna', level: 1, url: 'vbscript:x' })!.url).toBe('');
  });

  it('plays a stream or a video file itself; another address is a link', () => {
    expect(pipPlayable('/media/elo.mp4')).toBe(true);
    expect(pipPlayable('https://cdn.example/live/index.m3u8?t=1')).toBe(true);
    expect(pipPlayable('https://www.youtube.com/watch?v=abc')).toBe(false);
  });
});

describe('the shared boxes', () => {
  it('tells a city’s weather with its temperature rounded', () => {
    expect(weatherText({ city: 'Budapest', temperature: 7.4, description: 'borult', icon: 'cloudy' })).toBe('Budapest 7 °C, borult');
    expect(weatherText({ city: 'Pécs', temperature: -2, description: '', icon: '' })).toBe('Pécs -2 °C');
  });

  it('warns of flooding only while a warning is in force', () => {
    expect(floodWarning(null)).toBeNull();
    expect(floodWarning({ active: false, river: 'Duna', level: 800, url: '' })).toBeNull();
    expect(floodWarning({ active: true, river: 'Tisza', level: 812.4, url: '/cimke/arviz' })).toEqual({
      text: 'Árvízvédelmi készültség – Tisza: 812 cm',
      url: '/cimke/arviz',
    });
  });

  it('turns the search placeholders one a refresh, and falls back to the field’s word', () => {
    expect(searchPlaceholder(['a', 'b', 'c'], 0, 'Keresés')).toBe('a');
    expect(searchPlaceholder(['a', 'b', 'c'], 4, 'Keresés')).toBe('b');
    expect(searchPlaceholder([], 3, 'Keresés')).toBe('Keresés');
  });

  it('links the DW promotion only while it is on with an address and a title', () => {
    expect(dwPromoLink(null)).toBeNull();
    expect(dwPromoLink({ show: false, url: 'https://dw.com', title: 'DW' })).toBeNull();
    expect(dwPromoLink({ show: true, url: 'https://dw.com', title: 'DW' })).toEqual({ url: 'https://dw.com', title: 'DW' });
  });

  it('drops odd parts of an answer instead of failing the page', () => {
    const v = sharedView({
      weatherData: [{ city: 'Szeged', temperature: 9, description: 'napos', icon: '' }, { city: 3 } as never],
      searchPlaceholders: ['x', '', 4 as never],
      trendingTags: [{ slug: 'a', name: 'A', url: '/cimke/a' }, null as never],
      floodingData: 'no' as never,
    });
    expect(v.weatherData.map((w) => w.city)).toEqual(['Szeged']);
    expect(v.searchPlaceholders).toEqual(['x']);
    expect(v.trendingTags.map((t) => t.slug)).toEqual(['a']);
    expect(v.floodingData).toBeNull();
    expect(v.pipStatus).toEqual(PIP_DEFAULTS);
    expect(sharedView(null).weatherData).toEqual([]);
  });
});
