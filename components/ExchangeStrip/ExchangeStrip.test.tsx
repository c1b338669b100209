import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ExchangeStrip } from './ExchangeStrip';

const rates = (base: 'HUF' | 'RON') => ({
  base,
  date: '2026-11-22',
  rates: [
    { code: 'EUR', name: 'euró', rate: base === 'HUF' ? 395.1234 : 4.9712, change: 0.1 },
    { code: 'GBP', name: 'angol font', rate: 465, change: 0 },
    { code: 'USD', name: 'amerikai dollár', rate: base === 'HUF' ? 370 : 4.9, change: 0 },
  ],
});

describe('ExchangeStrip', () => {
  it('shows the rates in forint on the Hungarian sites', () => {
    const html = renderToString(<ExchangeStrip site="g7" rates={rates('HUF')} />);
    expect(html).toContain('EUR 395,12 Ft');
    expect(html).not.toContain('GBP');
  });

  it('writes every rate alike: decimal comma, two decimals', () => {
    const html = renderToString(<ExchangeStrip site="ro" rates={rates('RON')} />);
    expect(html).toContain('USD 4,90 Lei');
    expect(renderToString(<ExchangeStrip site="main" rates={rates('HUF')} />)).toContain('USD 370,00 Ft');
  });

  it('shows them in lei on the Romanian edition', () => {
    expect(renderToString(<ExchangeStrip site="ro" rates={rates('RON')} />)).toContain('EUR 4,97 Lei');
  });

  it('shows nothing without rates', () => {
    expect(renderToString(<ExchangeStrip site="main" rates={null} />)).toBe('');
  });
});
