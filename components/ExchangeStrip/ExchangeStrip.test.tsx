import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ExchangeStrip } from './ExchangeStrip';

const rates = (base: 'HUF' | 'RON') => ({
  base,
  date: '2026-11-22',
  rates: [
    { code: 'EUR', name: 'euró', rate: base === 'HUF' ? 395.1234 : 4.9712, change: 0.1 },
    { code: 'GBP', name: 'angol font', rate: 465, change: 0 },
  ],
});

describe('ExchangeStrip', () => {
  it('shows the rates in forint on the Hungarian sites', () => {
    const html = renderToString(<ExchangeStrip site="g7" rates={rates('HUF')} />);
    expect(html).toContain('EUR 395,12 Ft');
    expect(html).not.toContain('GBP');
  });

  it('shows them in lei on the Romanian edition', () => {
    expect(renderToString(<ExchangeStrip site="ro" rates={rates('RON')} />)).toContain('EUR 4,97 Lei');
  });

  it('shows nothing without rates', () => {
    expect(renderToString(<ExchangeStrip site="main" rates={null} />)).toBe('');
  });
});
