import { describe, expect, it } from 'vitest';
import { definiteArticle, withDefiniteArticle } from './definiteArticle';

describe('definiteArticle', () => {
  it("is 'az' before every vowel letter, either case, and 'a' before a consonant", () => {
    for (const w of [
      'államok',
      'autó',
      'eredmény',
      'élet',
      'iskola',
      'íj',
      'ország',
      'óra',
      'ötlet',
      'őr',
      'utca',
      'új',
      'ügy',
      'űr',
      'Európai',
      'Ő',
      'ÁLLAMOK',
    ])
      expect(definiteArticle(w), w).toBe('az');
    for (const w of ['vármegyék', 'Magyarország', 'Szeged', 'holland', 'yacht', 'választókerület']) expect(definiteArticle(w), w).toBe('a');
  });

  it('reads a number as it is said: egy, öt, ötven, ötszáz, ezer, egymillió take az', () => {
    const az = ['1', '1.', '5', '5.', '50', '55', '500', '512', '1000', '1848', '1 000', '5000', '5 000', '50 000', '1 000 000', '1000000', '5,2', '1%'];
    const a = ['0', '2', '2.', '3', '4', '6', '7', '8', '9', '10', '11', '15', '21', '100', '150', '200', '2024', '10 000', '100 000', '2 000 000'];
    for (const n of az) expect(definiteArticle(n), n).toBe('az');
    for (const n of a) expect(definiteArticle(n), n).toBe('a');
  });

  it("takes 'egy-' words and abbreviations said letter by letter by their sound", () => {
    expect(definiteArticle('egymillió')).toBe('az');
    expect(definiteArticle('egyéni választókerület')).toBe('az');
    for (const w of ['MTK', 'SZDSZ', 'SZTE', 'F1', 'NB I', 'M4 Sport', 'EU', 'X', 'MNB']) expect(definiteArticle(w), w).toBe('az');
    for (const w of ['HVG', 'KSH', 'BL', 'Fidesz', 'Nemzeti', 'NATO', 'MÁV', 'MOL', 'Szeged']) expect(definiteArticle(w), w).toBe('a');
  });

  it('reads the seeded corpus’s words as the newsroom does', () => {
    for (const w of ['Újpest', 'RMDSZ', '5G-hálózat', '1848-as', '1.']) expect(definiteArticle(w), w).toBe('az');
    for (const w of ['Ferencváros', 'Magyar Nemzeti Bank', '12.', '150', 'Mátra']) expect(definiteArticle(w), w).toBe('a');
  });

  it('skips leading quotes and brackets, and is a before nothing', () => {
    expect(definiteArticle('„Ébredés” című film')).toBe('az');
    expect(definiteArticle('(5)')).toBe('az');
    expect(definiteArticle('')).toBe('a');
  });
});

describe('withDefiniteArticle', () => {
  it('puts the article before the words, with a capital at the start of a sentence', () => {
    expect(withDefiniteArticle('államok eredményei', { capital: true })).toBe('Az államok eredményei');
    expect(withDefiniteArticle('vármegyék eredményei', { capital: true })).toBe('A vármegyék eredményei');
    expect(withDefiniteArticle('5. helyen')).toBe('az 5. helyen');
    expect(withDefiniteArticle('21 magyar mandátum', { capital: true })).toBe('A 21 magyar mandátum');
  });
});
