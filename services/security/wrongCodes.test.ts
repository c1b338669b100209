import { describe, expect, it } from 'vitest';
import { WrongCodes } from './wrongCodes';

describe('WrongCodes', () => {
  it('is exhausted after `max` strikes, per token', () => {
    const strikes = new WrongCodes(2);
    strikes.add('a', 10, 0);
    expect(strikes.exhausted('a')).toBe(false);
    strikes.add('a', 10, 0);
    expect(strikes.exhausted('a')).toBe(true);
    expect(strikes.exhausted('b')).toBe(false);
    strikes.forget('a');
    expect(strikes.exhausted('a')).toBe(false);
  });
});
