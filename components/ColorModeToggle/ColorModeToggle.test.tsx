// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import ColorModeToggle from './ColorModeToggle';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute('data-color-mode');
  document.documentElement.removeAttribute('data-scheme');
});

/** The words of each state the markup holds (CSS shows the one of <html>'s mode and scheme). */
const words = (html: string) => [...html.matchAll(/<span class="[^"]*tip[^"]*">([^<]*)<\/span>/g)].map((m) => m[1]);

describe('ColorModeToggle', () => {
  it('holds the words of every state, from the server on, so it tells the mode in effect before its code comes', () => {
    expect(words(renderToString(<ColorModeToggle forced={null} />))).toEqual([
      'Rendszer szerinti megjelenés (most világos)',
      'Rendszer szerinti megjelenés (most sötét)',
      'Világos megjelenés',
      'Sötét megjelenés',
    ]);
  });

  it('cycles system → light → dark, remembers the choice and sets the mode and scheme the words follow', () => {
    document.documentElement.setAttribute('data-color-mode', 'system');
    render(<ColorModeToggle forced={null} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    expect(localStorage.getItem('colorMode')).toBe('light');
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('light');
    expect(document.documentElement.getAttribute('data-scheme')).toBe('light');
    fireEvent.click(button);
    expect(localStorage.getItem('colorMode')).toBe('dark');
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('dark');
    expect(document.documentElement.getAttribute('data-scheme')).toBe('dark');
  });

  it('goes on from the mode the page shows when storage holds none', () => {
    document.documentElement.setAttribute('data-color-mode', 'dark');
    render(<ColorModeToggle forced={null} />);
    fireEvent.click(screen.getByRole('button'));
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('system');
  });

  it('on a page that forces its mode: disabled, and saying which mode and that the page sets it', () => {
    const html = renderToString(<ColorModeToggle forced="dark" />);
    expect(words(html)).toEqual(['Sötét megjelenés – ezt az oldal állítja be']);
    render(<ColorModeToggle forced="dark" />);
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('Sötét megjelenés – ezt az oldal állítja be');
  });
});
