// The Hungarian definite article before a word our code puts after it ('az államok', 'a 2.', 'az 5'): 'az'
// where the next word is *said* starting with a vowel, 'a' otherwise. A text built from data ('A {label}
// eredményei') takes its article from here, never a fixed 'A'.

const VOWELS = new Set('aáeéiíoóöőuúüű');
/** Capitals whose Hungarian letter name starts with a vowel (ef, el, em, en, er, es, esz, iksz, ipszilon). */
const VOWEL_NAMED_CAPITALS = new Set('FLMNRSXY');

/**
 * Whether a whole number (its digits) is said starting with a vowel: the first word of its spoken form is
 * that of its leading group of three digits — 'egy' (1), 'öt' (5), 'ötven' (50), 'ötszáz' (500) — except a
 * single thousand, which is said 'ezer' (1000–1999), and a hundred, 'száz' (100–199). 'egymillió' starts
 * like 'egy'. An ordinal ('1.' első, '5.' ötödik, '1000.' ezredik) starts as its number does.
 */
function numberSaidWithVowel(digits: string): boolean {
  const n = digits.replace(/^0+(?=\d)/, '');
  if (n === '0') return false; // nulla
  const lead = Number(n.slice(0, ((n.length - 1) % 3) + 1));
  const thousands = Math.floor((n.length - 1) / 3);
  if (thousands === 1 && lead === 1) return true; // ezer
  const first = lead >= 100 ? Math.floor(lead / 100) : lead >= 10 ? Math.floor(lead / 10) : lead;
  if (lead >= 100) return first === 5; // száz, kétszáz … ötszáz
  if (lead >= 10) return first === 5; // tíz, húsz … ötven
  return first === 1 || first === 5; // egy, öt
}

/** 'az' or 'a' before `next` (what follows the article; leading quotes and brackets are skipped). */
export function definiteArticle(next: string): 'a' | 'az' {
  const word = next.replace(/^[^\p{L}\p{N}]+/u, '');
  if (word === '') return 'a';
  const digits = /^\d+(?:[ \u00a0\u202f]\d{3})*/.exec(word);
  if (digits) return numberSaidWithVowel(digits[0].replace(/\D/g, '')) ? 'az' : 'a';
  const first = word[0]!;
  if (VOWELS.has(first.toLowerCase())) return 'az';
  // An abbreviation said letter by letter (MTK, SZDSZ, F1, NB I, a lone M): its first letter's name decides.
  // One whose second letter is a vowel is said as a word (a NATO, a MÁV, a MOL), like any other word.
  const second = word[1];
  const letterByLetter = second === undefined || !/\p{L}/u.test(second) || (second === second.toUpperCase() && !VOWELS.has(second.toLowerCase()));
  if (letterByLetter && VOWEL_NAMED_CAPITALS.has(first)) return 'az';
  return 'a';
}

/** `next` with its definite article before it: 'az államok'; `capital` for the start of a sentence ('Az államok'). */
export function withDefiniteArticle(next: string, opts: { capital?: boolean } = {}): string {
  const article = definiteArticle(next);
  return `${opts.capital ? article[0]!.toUpperCase() + article.slice(1) : article} ${next}`;
}
