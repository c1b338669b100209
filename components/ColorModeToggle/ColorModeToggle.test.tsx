// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import ColorModeToggle from './ColorModeToggle';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('ColorModeToggle', () => {
  it('cycles system → light → dark, remembers the choice and applies the scheme', () => {
    render(<ColorModeToggle forced={null} />);
    const button = screen.getByRole('button');
    expect(button.getAttribute('title')).toBe('Rendszer szerinti megjelenés');
    fireEvent.click(button);
    expect(localStorage.getItem('colorMode')).toBe('light');
    expect(document.documentElement.getAttribute('data-scheme')).toBe('light');
    fireEvent.click(button);
    expect(localStorage.getItem('colorMode')).toBe('dark');
    expect(document.documentElement.getAttribute('data-scheme')).toBe('dark');
    expect(button.getAttribute('title')).toBe('Sötét megjelenés');
  });

  it('starts from the stored choice', async () => {
    localStorage.setItem('colorMode', 'dark');
    render(<ColorModeToggle forced={null} />);
    expect((await screen.findByTitle('Sötét megjelenés')).tagName).toBe('BUTTON');
  });

  it('is disabled on a page that forces its mode', () => {
    render(<ColorModeToggle forced="dark" />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });
});
