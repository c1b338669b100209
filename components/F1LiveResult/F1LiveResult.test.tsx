// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { F1LiveResultView, mount, type F1LiveResultProps } from './F1LiveResult';
import { F1_RESULT } from '../../testing/formula1Fixture';

const watch = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock('../../live/formula1', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../live/formula1')>()), watchF1Result: watch }));

afterEach(() => {
  document.body.innerHTML = '';
  watch.mockClear();
});

/** The server's markup on the page, and the island started on it as the browser does. */
function started(props: F1LiveResultProps) {
  document.body.innerHTML = `<div id="island">${renderToStaticMarkup(<F1LiveResultView {...props} />)}</div>`;
  const el = document.getElementById('island')!;
  return { el, stop: mount(el, props) };
}

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

  it('starts the poller, only for a live session', () => {
    started({ futam: 24, status: 'Live', laps: { current: 1, total: 70 }, rows: [], caption: 'Verseny' });
    expect(watch).toHaveBeenCalledTimes(1);
    expect((watch.mock.calls[0] as unknown[])[0]).toBe(24);
    started({ futam: 11, status: 'Completed', laps: { current: 57, total: 57 }, rows: [], caption: 'Verseny' });
    expect(watch).toHaveBeenCalledTimes(1);
  });

  it('redraws itself in place from what the poller writes into the store', async () => {
    const { el } = started({ futam: 24, status: 'Live', laps: { current: 1, total: 70 }, rows: [], caption: 'Verseny' });
    const result = el.querySelector('[data-f1-result]');
    expect(el.textContent).toContain('Nincs még elérhető információ.');
    const store = (watch.mock.calls[0] as unknown as [number, { rows: unknown; status: string }])[1];
    store.rows = F1_RESULT;
    store.status = 'Completed';
    await vi.waitFor(() => expect(el.textContent).toContain('Max Verstappen'));
    expect(el.querySelector('[data-f1-result]')).toBe(result);
    expect(el.querySelector('[data-f1-result]')!.getAttribute('data-status')).toBe('completed');
    expect(el.querySelector('table')).not.toBeNull();
    expect(el.textContent).not.toContain('ÉLŐ');
  });
});
