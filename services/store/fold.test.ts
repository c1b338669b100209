import { describe, expect, it } from 'vitest';
import { fold, ftsQuery, likePrefix, words } from './fold';

describe('fold', () => {
  it('drops Hungarian accents, double acute included, and lowercases', () => {
    expect(fold('Közgyűlés ŐSZI ÁRAMÁR')).toBe('kozgyules oszi aramar');
    expect(fold('Csíkszereda, Marosvásárhely')).toBe('csikszereda, marosvasarhely');
  });
});

describe('ftsQuery', () => {
  it('quotes every word so that no input is FTS syntax', () => {
    expect(ftsQuery('kozgyules AND "x" OR title:*')).toBe('"kozgyules" "AND" "x" "OR" "title"');
    expect(ftsQuery('NEAR(a b)')).toBe('"NEAR" "a" "b"');
  });

  it('makes the last word a prefix for typeahead, and can keep to the title', () => {
    expect(ftsQuery('fővárosi közgy', { prefix: true, column: 'title' })).toBe('title : ("fővárosi" "közgy"*)');
  });

  it('has nothing to search for in punctuation alone', () => {
    expect(ftsQuery(' ;-) ')).toBeNull();
    expect(ftsQuery('')).toBeNull();
  });

  it('keeps at most 12 words', () => {
    expect(words('a b c d e f g h i j k l m n').length).toBe(14);
    expect(ftsQuery('a b c d e f g h i j k l m n')!.split(' ').length).toBe(12);
  });
});

describe('likePrefix', () => {
  it('escapes LIKE wildcards', () => {
    expect(likePrefix('50%_x\\')).toBe('50\\%\\_x\\\\%');
  });
});
