import { describe, expect, it } from 'vitest';
import { formatFixed, formatNumber, numericText } from './numbers';

describe('formatNumber', () => {
  it('separates thousands with a space', () => {
    expect(formatNumber(300000)).toBe('300 000');
    expect(formatNumber(1000)).toBe('1 000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234567)).toBe('1 234 567');
    expect(formatNumber(0)).toBe('0');
  });

  it('rounds and uses a decimal comma', () => {
    expect(formatNumber(1234.56)).toBe('1 235');
    expect(formatNumber(33.333, 1)).toBe('33,3');
    expect(formatNumber(50, 1)).toBe('50');
    expect(formatNumber(-12345.5, 1)).toBe('-12 345,5');
    expect(formatNumber(-0.01)).toBe('0');
  });

  it('gives a dash for what is not a number', () => {
    expect(formatNumber(Number.NaN)).toBe('–');
  });
});

describe('formatFixed', () => {
  it('writes the same number of decimals with a decimal comma and grouped thousands', () => {
    expect(formatFixed(4.9, 2)).toBe('4,90');
    expect(formatFixed(465, 2)).toBe('465,00');
    expect(formatFixed(1234.567, 2)).toBe('1 234,57');
    expect(formatFixed(-0.004, 2)).toBe('0,00');
  });
});

describe('numericText', () => {
  it("writes the service's numbers in Hungarian: career points 2 640, no '.0'", () => {
    expect(numericText('2640.0')).toBe('2 640');
    expect(numericText('2640')).toBe('2 640');
    expect(numericText('1234.5')).toBe('1 234,5');
    expect(numericText(25)).toBe('25');
    expect(numericText('-3.0')).toBe('-3');
  });

  it('keeps text that is no number; missing or blank is null', () => {
    expect(numericText('n/a')).toBe('n/a');
    expect(numericText('1,5')).toBe('1,5');
    expect(numericText(null)).toBeNull();
    expect(numericText(undefined)).toBeNull();
    expect(numericText('  ')).toBeNull();
    expect(numericText(Number.NaN)).toBeNull();
  });
});
