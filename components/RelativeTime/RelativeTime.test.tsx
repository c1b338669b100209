import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { RelativeTime } from './RelativeTime';

describe('RelativeTime', () => {
  it('tells the date relative to the render on the zone’s clock, with what the live layer needs to tell it again', () => {
    const now = 1_800_000_000;
    const html = renderToString(<RelativeTime unix={now - 6 * 60} now={now} zone="Europe/Budapest" className="d" title="t" />);
    expect(html).toBe(`<time class="d" dateTime="2027-01-15T08:54:00+01:00" title="t" data-relative="${now - 6 * 60}" data-told="${now}">6 perce</time>`);
  });
});
