// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import LiveBadge from './LiveBadge';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LiveBadge', () => {
  it('renders ÉLŐ for a live article on the server', () => {
    expect(renderToString(<LiveBadge flags={[{ slug: 'live' }]} updatedAt={1000} renderedAt={1000} />)).toContain('ÉLŐ');
  });

  it('renders FRISSÜL with the minutes since the update, and nothing without a flag', () => {
    const html = renderToString(<LiveBadge flags={[{ slug: 'refresh' }]} updatedAt={1000} renderedAt={1000 + 5 * 60} />);
    expect(html).toContain('FRISSÜL');
    expect(html).toContain('5 perce');
    expect(renderToString(<LiveBadge flags={[]} updatedAt={1000} renderedAt={1000} />)).toBe('');
  });

  it("says frissült alone after the tenth minute, never 'FRISSÜL frissült'", () => {
    const html = renderToString(<LiveBadge flags={[{ slug: 'refresh' }]} updatedAt={1000} renderedAt={1000 + 11 * 60} />);
    const text = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(text).toBe('frissült');
  });

  it('ticks every 15 s once hydrated', () => {
    vi.useFakeTimers();
    const start = 1_800_000_000;
    vi.setSystemTime(start * 1000);
    const { container } = render(<LiveBadge flags={[{ slug: 'refresh' }]} updatedAt={start} renderedAt={start} />);
    expect(container.textContent).toContain('most');
    act(() => {
      vi.setSystemTime((start + 120) * 1000);
      vi.advanceTimersByTime(15_000);
    });
    expect(container.textContent).toContain('2 perce');
  });
});
