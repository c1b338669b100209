import { describe, expect, it } from 'vitest';
import { byteRange, contentRange, type RangeAnswer } from './byteRange';

const SIZE = 1000;

describe('byteRange', () => {
  it.each<[string | undefined, RangeAnswer]>([
    [undefined, { kind: 'full' }],
    ['bytes=0-', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=0-0', { kind: 'partial', start: 0, end: 0 }],
    ['bytes=100-199', { kind: 'partial', start: 100, end: 199 }],
    ['bytes=500-', { kind: 'partial', start: 500, end: 999 }],
    ['bytes=900-5000', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=0-99999999999999999999999', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['Bytes = 10 - 20', { kind: 'partial', start: 10, end: 20 }],
    ['bytes=999-', { kind: 'partial', start: 999, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-2000', { kind: 'unsatisfiable' }],
    ['bytes=99999999999999999999999-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    // Ignored: the whole file.
    ['bytes=200-100', { kind: 'full' }],
    ['bytes=0-10,20-30', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
    ['bytes=a-b', { kind: 'full' }],
    ['items=0-10', { kind: 'full' }],
    ['', { kind: 'full' }],
  ])('%s of 1000 bytes → %o', (header, expected) => {
    expect(byteRange(header, SIZE)).toEqual(expected);
  });

  it('has nothing to give of an empty file', () => {
    expect(byteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange(undefined, 0)).toEqual({ kind: 'full' });
  });

  it('writes Content-Range', () => {
    expect(contentRange({ kind: 'partial', start: 0, end: 99 }, SIZE)).toBe('bytes 0-99/1000');
    expect(contentRange({ kind: 'unsatisfiable' }, SIZE)).toBe('bytes */1000');
  });
});
