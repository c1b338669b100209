import { describe, expect, it } from 'vitest';
import { daysBetween, formatHours, minutesState, type MinutesItem } from './minutes';
import { counterQuerySchema, minutesQuerySchema } from './minutesQuery';

const ITEMS: MinutesItem[] = [
  { kind: 'recurring', title: 'A', day: '2025-03-28' },
  { kind: 'recurring', title: 'B', day: '2025-09-01' },
  { kind: 'one-time', title: 'C', day: '2025-04-12' },
  { kind: 'one-time', title: 'D', day: '2025-07-05' },
  { kind: 'one-time', title: 'E', day: '2025-06-06' },
];

describe('minutesState', () => {
  it('takes 10 hours a day per recurring item and 1 per one-time item from the default start', () => {
    expect(minutesState(ITEMS, '2025-03-28')).toMatchObject({ hours: 299_990, text: '299 990', recurringDays: 1, oneTime: 0, from: '2025-03-28' });
    // 16 days of A, C on its day.
    expect(minutesState(ITEMS, '2025-04-12')).toMatchObject({ hours: 300_000 - 160 - 1, recurringDays: 16, oneTime: 1 });
    // A: 167 days, B: 10 days; C, D, E.
    expect(minutesState(ITEMS, '2025-09-10')).toMatchObject({ hours: 300_000 - 1770 - 3, text: '298 227' });
  });

  it('counts from another start, and leaves the total before it', () => {
    expect(minutesState(ITEMS, '2025-09-01', '2025-09-01')).toMatchObject({ hours: 299_980, recurringDays: 2, oneTime: 0 });
    expect(minutesState(ITEMS, '2025-01-01')).toMatchObject({ hours: 300_000, text: '300 000' });
  });

  it('never goes below zero', () => {
    expect(minutesState(ITEMS, '2200-01-01').hours).toBe(0);
  });
});

describe('helpers', () => {
  it('formats with a space between thousands', () => {
    expect(formatHours(300000)).toBe('300 000');
    expect(formatHours(999)).toBe('999');
    expect(formatHours(1234567)).toBe('1 234 567');
  });
  it('counts days across a month and a leap day', () => {
    expect(daysBetween('2025-03-28', '2025-04-12')).toBe(15);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
  it('accepts only real days', () => {
    expect(minutesQuerySchema.safeParse({ day: '2025-03-28' }).success).toBe(true);
    expect(minutesQuerySchema.safeParse({ day: '2025-02-30' }).success).toBe(false);
    expect(minutesQuerySchema.safeParse({ day: '28-03-2025' }).success).toBe(false);
    expect(minutesQuerySchema.safeParse({}).success).toBe(false);
    expect(counterQuerySchema.safeParse({}).success).toBe(true);
  });
});
