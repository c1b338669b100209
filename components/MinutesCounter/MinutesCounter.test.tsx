// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestOf } from '../../testing/fetchCalls';
import { MinutesCounter, mount } from './MinutesCounter';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('MinutesCounter', () => {
  it('renders the number of the render’s day in the HTML, as a live island', () => {
    const html = renderToStaticMarkup(<MinutesCounter day="2025-03-28" text="299 990" />);
    expect(html).toContain('<strong data-minutes-hours="">299 990</strong> óra');
    expect(html).toContain('data-island="MinutesCounter"');
    expect(html).toContain('Óraszámláló');
  });

  it('asks for the reader’s day at once and redraws the same nodes', async () => {
    document.body.innerHTML = renderToStaticMarkup(<MinutesCounter day="2025-03-28" text="299 990" />);
    const fetch = vi.fn(async () => new Response(JSON.stringify({ day: '2025-04-12', text: '299 839', hours: 299_839 })));
    vi.stubGlobal('fetch', fetch);
    const el = document.querySelector<HTMLElement>('[data-island="MinutesCounter"]')!;
    const strong = el.querySelector('strong')!;
    const stop = mount(el, { day: '2025-03-28', text: '299 990' });
    await vi.waitFor(() => expect(el.querySelector('[data-minutes-hours]')!.textContent).toBe('299 839'));
    expect(requestOf(fetch.mock.calls[0]).url).toMatch(/^https?:\/\/[^/]+\/api\/minutes\?day=\d{4}-\d{2}-\d{2}$/);
    expect(el.querySelector('strong')).toBe(strong);
    stop();
  });
});
