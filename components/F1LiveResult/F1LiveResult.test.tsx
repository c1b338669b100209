// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import F1LiveResult, { F1LiveResultView } from './F1LiveResult';
import { F1_RESULT } from '../../testing/formula1Fixture';

const watch = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock('../../live/formula1', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../live/formula1')>()), watchF1Result: watch }));

afterEach(() => {
  cleanup();
  watch.mockClear();
});

describe('F1LiveResult', () => {
  it('shows the live tag, the laps, the table and the note while live', () => {
    const html = renderToStaticMarkup(<F1LiveResultView status="Live" laps={{ current: 12, total: 70 }} rows={F1_RESULT} caption="Verseny" />);
    expect(html).toContain('ÉLŐ');
    expect(html).toContain('Kör: 12/70');
    expect(html).toContain('<table');
    expect(html).toContain('nem feltétlenül valós idejűek');
  });

  it('a completed session: no tag, no note', () => {
    const html = renderToStaticMarkup(<F1LiveResultView status="Completed" laps={{ current: 70, total: 70 }} rows={F1_RESULT} caption="Verseny" />);
    expect(html).not.toContain('ÉLŐ');
    expect(html).not.toContain('valós idejű');
    expect(html).toContain('Kör: 70/70');
  });

  it('starts the poller once hydrated, only for a live session', () => {
    render(<F1LiveResult futam={24} status="Live" laps={{ current: 1, total: 70 }} rows={[]} caption="Verseny" />);
    expect(watch).toHaveBeenCalledTimes(1);
    expect((watch.mock.calls[0] as unknown[])[0]).toBe(24);
    cleanup();
    render(<F1LiveResult futam={11} status="Completed" laps={{ current: 57, total: 57 }} rows={[]} caption="Verseny" />);
    expect(watch).toHaveBeenCalledTimes(1);
  });

  it('draws what the poller writes into the store', async () => {
    const { container } = render(<F1LiveResult futam={24} status="Live" laps={{ current: 1, total: 70 }} rows={[]} caption="Verseny" />);
    expect(container.textContent).toContain('Nincs még elérhető információ.');
    const store = (watch.mock.calls[0] as unknown as [number, { rows: unknown; status: string }])[1];
    store.rows = F1_RESULT;
    store.status = 'Completed';
    await vi.waitFor(() => expect(container.textContent).toContain('Max Verstappen'));
    expect(container.textContent).not.toContain('ÉLŐ');
  });
});
