import { describe, expect, it } from 'vitest';
import { createRng } from '../../lib/rng';
import { createTextGenerator, opensAlike, slugify, type Topic } from './text';

const TOPICS: readonly Topic[] = [
  'belfold',
  'kulfold',
  'gazdasag',
  'sport',
  'velemeny',
  'kultura',
  'after',
  'g7',
  'tech',
  'english',
  'erdely',
  'szepkilatas',
  'ellenorzo',
  'general',
];
const HU_TOPICS: readonly Topic[] = TOPICS.filter((t) => t !== 'english');

const gen = (seed: number) => createTextGenerator(createRng(seed));

/** Title, lead and a few paragraphs for every Hungarian topic, `rounds` times over. */
function huSamples(seed: number, rounds: number): string[] {
  const g = gen(seed);
  const out: string[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const t of HU_TOPICS) {
      out.push(g.title(t), g.lead(t), g.paragraph(t), g.paragraph(t));
    }
  }
  return out;
}

/** Sentence ends: . ? ! followed by a space or the end, not after a digit (ordinals: "12. percében"). */
const SENTENCE_END = /(?<!\d)[.?!](?=\s|$)/gu;
const countSentences = (s: string): number => (s.match(SENTENCE_END) ?? []).length;

describe('determinism', () => {
  it('gives the same 200 titles for the same seed and different ones for another seed', () => {
    const titles = (seed: number) => {
      const g = gen(seed);
      return Array.from({ length: 200 }, (_, i) => g.title(TOPICS[i % TOPICS.length]!));
    };
    const a = titles(12345);
    expect(titles(12345)).toEqual(a);
    const b = titles(12346);
    expect(b).not.toEqual(a);
    expect(b.filter((t, i) => t === a[i]).length).toBeLessThan(20);
  });

  it('gives the same full articles for the same seed', () => {
    const article = (seed: number) => {
      const g = gen(seed);
      return TOPICS.map((t) =>
        [g.title(t), g.lead(t), g.paragraph(t), g.paragraph(t), g.quote(), g.personName(), g.place(), g.englishTitle(), g.englishParagraph()].join('\n'),
      );
    };
    expect(article(7)).toEqual(article(7));
    expect(article(7)).not.toEqual(article(8));
  });
});

describe('shape', () => {
  it('keeps titles within 30–110 characters, capitalised, without a trailing full stop, for every topic', () => {
    const g = gen(1);
    for (const t of TOPICS) {
      for (let i = 0; i < 2000; i++) {
        const title = g.title(t);
        if (title.length < 30 || title.length > 110 || !/^\p{Lu}/u.test(title) || title.endsWith('.')) {
          throw new Error(`bad ${t} title (${title.length}): "${title}"`);
        }
      }
    }
  });

  it('keeps leads within 80–260 characters and 1–2 sentences, for every topic', () => {
    const g = gen(2);
    for (const t of TOPICS) {
      for (let i = 0; i < 2000; i++) {
        const lead = g.lead(t);
        const n = countSentences(lead);
        if (lead.length < 80 || lead.length > 260 || n < 1 || n > 2 || !/^\p{Lu}/u.test(lead)) {
          throw new Error(`bad ${t} lead (${lead.length} chars, ${n} sentences): "${lead}"`);
        }
      }
    }
  });

  it('makes paragraphs of 2–5 sentences of plain text', () => {
    const g = gen(3);
    for (const t of TOPICS) {
      for (let i = 0; i < 300; i++) {
        const p = g.paragraph(t);
        const n = countSentences(p);
        if (n < 2 || n > 5 || /[<>]/.test(p) || !/^[\p{Lu}„"]/u.test(p)) {
          throw new Error(`bad ${t} paragraph (${n} sentences): "${p}"`);
        }
      }
    }
  });

  it('makes names, places, quotes and English text of the right form', () => {
    const g = gen(4);
    for (let i = 0; i < 500; i++) {
      expect(g.personName()).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
      expect(g.place()).toMatch(/^\p{Lu}[\p{L}-]+$/u);
      const q = g.quote();
      expect(q).toMatch(/^\p{Lu}.*[.?!]$/u);
      expect(q).not.toMatch(/[„”"]/);
      expect(countSentences(q)).toBe(1);
      const et = g.englishTitle();
      expect(et.length).toBeGreaterThanOrEqual(30);
      expect(et.length).toBeLessThanOrEqual(110);
      expect(et).toMatch(/^[\p{Lu}\d]/u);
      const ep = g.englishParagraph();
      expect(countSentences(ep)).toBeGreaterThanOrEqual(2);
      expect(ep).not.toMatch(/\b(a|az) (a|az)\b|százalék|forintot/);
    }
  });
});

describe('clean output', () => {
  it('leaks nothing from the templates', () => {
    const g = gen(5);
    const texts: string[] = [];
    for (let r = 0; r < 400; r++) {
      for (const t of TOPICS) texts.push(g.title(t), g.lead(t), g.paragraph(t));
      texts.push(g.quote(), g.personName(), g.place(), g.englishTitle(), g.englishParagraph());
    }
    for (const s of texts) {
      if (/undefined|NaN|null|[{}|]|\[object|\s{2,}| [,.:?!]|^\s|\s$|\.\./.test(s)) throw new Error(`leak in "${s}"`);
    }
  });

  it('chooses the article a/az by the next sound', () => {
    const WORDLIKE = new Set(['NATO', 'MÁV', 'MOL', 'NAV', 'NEAK']);
    const startsWithVowelSound = (word: string): boolean | undefined => {
      if (/^[\d„"(–-]/.test(word)) return undefined; // numbers are read aloud; not checked here
      if (/^[aáeéiíoóöőuúüű]/.test(word.toLowerCase())) return true;
      // acronyms read letter by letter: "az MNB" (em), "az RMDSZ" (er), but "a KSH", "a NATO"
      const acronym = /^[A-ZÁÉÍÓÖŐÚÜŰ][A-ZÁÉÍÓÖŐÚÜŰ0-9]+(?![a-záéíóöőúüű])/.exec(word)?.[0];
      if (acronym !== undefined && /^[FLMNRSXY]/.test(acronym) && !WORDLIKE.has(acronym)) return true;
      return false;
    };
    let checked = 0;
    for (const s of huSamples(6, 150)) {
      for (const m of s.matchAll(/(?<![\p{L}\p{N}])(a|az|A|Az) (\S+)/gu)) {
        const vowel = startsWithVowelSound(m[2]!);
        if (vowel === undefined) continue;
        checked++;
        const isAz = m[1]!.toLowerCase() === 'az';
        if (isAz !== vowel) throw new Error(`"${m[0]}" in "${s}"`);
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });

  it('starts every Hungarian sentence with a capital letter', () => {
    for (const s of huSamples(9, 100)) {
      const m = /(?<!\d)[.?!] (?!\p{Lu}|„)/u.exec(s);
      if (m) throw new Error(`lower-case sentence start in "${s}"`);
    }
  });

  it('puts the right -ra/-re after match scores', () => {
    const g = gen(10);
    // how the loser's score is read: 0 nulla, 1 egy, 2 kettő, 3 három, 4 négy … 20 húsz, 30 harminc
    const back = new Set([0, 3, 6, 8, 13, 16, 18, 20, 23, 26, 28, 30, 33, 36, 38]);
    let seen = 0;
    for (let i = 0; i < 3000; i++) {
      for (const m of g.title('sport').matchAll(/(\d+)–(\d+)-(ra|re)\b/g)) {
        seen++;
        expect(m[3]).toBe(back.has(Number(m[2])) ? 'ra' : 're');
      }
    }
    expect(seen).toBeGreaterThan(100);
  });
});

describe('variety and topics', () => {
  it('gives at least 90% distinct titles in 5,000 samples', () => {
    const g = gen(11);
    const titles = new Set<string>();
    for (let i = 0; i < 5000; i++) titles.add(g.title(TOPICS[i % TOPICS.length]!));
    expect(titles.size / 5000).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps every topic varied on its own', () => {
    const g = gen(13);
    for (const t of TOPICS) {
      const titles = new Set<string>();
      for (let i = 0; i < 3000; i++) titles.add(g.title(t));
      if (titles.size / 3000 < (t === 'english' ? 0.6 : 0.75)) throw new Error(`${t}: only ${titles.size} distinct titles`);
    }
    const main = new Set<string>();
    for (let i = 0; i < 5000; i++) main.add(g.title('general'));
    expect(main.size / 5000).toBeGreaterThanOrEqual(0.9);
  });

  it('writes "közgyűlés" often, in titles and in body text', () => {
    const plain = /(?<!\p{L})közgyűlés(?!\p{L})/u;
    const g = gen(14);
    let titles = 0;
    let leads = 0;
    let paragraphs = 0;
    let fovarosi = 0;
    for (let i = 0; i < 1000; i++) {
      const t = g.title('belfold');
      if (plain.test(t)) titles++;
      if (/A fővárosi közgyűlés/.test(t)) fovarosi++;
      if (plain.test(g.lead('belfold'))) leads++;
      if (plain.test(g.paragraph('belfold'))) paragraphs++;
    }
    expect(titles).toBeGreaterThan(100);
    expect(fovarosi).toBeGreaterThan(10);
    expect(leads).toBeGreaterThan(50);
    expect(paragraphs).toBeGreaterThan(100);
    let general = 0;
    for (let i = 0; i < 1000; i++) if (plain.test(g.title('general'))) general++;
    expect(general).toBeGreaterThan(20);
  });

  it('colours the vocabulary by topic', () => {
    const g = gen(15);
    const joined = (t: Topic, n = 400) => Array.from({ length: n }, () => `${g.title(t)} ${g.lead(t)}`).join('\n');
    expect(joined('sport')).toMatch(/Ferencváros/);
    expect(joined('sport')).toMatch(/Újpest/);
    expect(joined('sport')).toMatch(/magyar válogatott/);
    expect(joined('gazdasag')).toMatch(/forint/);
    expect(joined('gazdasag')).toMatch(/MNB/);
    expect(joined('gazdasag')).toMatch(/infláció/);
    expect(joined('kulfold')).toMatch(/Európai/);
    expect(joined('kultura')).toMatch(/kiállítás|regény|film|színház/i);
    expect(joined('after')).toMatch(/évad|album|énekes|színész/);
    expect(joined('erdely')).toMatch(/Kolozsvár|Marosvásárhely|Csíkszered|Nagyvárad|Sepsiszentgyörgy/);
    expect(joined('szepkilatas')).toMatch(/túr/);
    expect(joined('szepkilatas')).toMatch(/Bükk|Mátr|Pilis/);
    expect(joined('ellenorzo')).toMatch(/Igaz-e, hogy/);
    expect(joined('ellenorzo')).toMatch(/Ellenőriztük/);
    expect(joined('english')).not.toMatch(/ az |százalék|forintot| szerint /);
  });
});

describe('opensAlike', () => {
  it('finds two texts that open with the same three words, whatever the case, punctuation and markup', () => {
    expect(opensAlike('Az Európai Bizottság szerint szigorítani kell', 'Az Európai Bizottság szerint a holland kormánynak')).toBe(true);
    expect(opensAlike('A friss adatok szerint', '<p>A friss, adatok szerint egyre</p>')).toBe(true);
    expect(opensAlike('Az Európai Bizottság szerint', 'Az Európai Unió szerint')).toBe(false);
    expect(opensAlike('', '')).toBe(false);
  });
});

describe('slugify', () => {
  it('removes accents, lower-cases and joins words with dashes', () => {
    expect(slugify('Közgyűlés: a fővárosi ÁRAMÁR')).toBe('kozgyules-a-fovarosi-aramar');
    expect(slugify('ÁÉÍÓÖŐÚÜŰ áéíóöőúüű')).toBe('aeiooouuu-aeiooouuu');
    expect(slugify('Árvíztűrő tükörfúrógép')).toBe('arvizturo-tukorfurogep');
  });

  it('collapses and trims dashes', () => {
    expect(slugify('a -- b')).toBe('a-b');
    expect(slugify('---Hello,   World!!!---')).toBe('hello-world');
    expect(slugify('2–1-re nyert a Fradi')).toBe('2-1-re-nyert-a-fradi');
  });

  it('gives an empty slug for empty or punctuation-only input', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('?!… – „”')).toBe('');
  });

  it('cuts at 80 characters on a dash boundary', () => {
    const text = 'Szeged város közgyűlése elfogadta a jövő évi költségvetést és a parkolási rendelet módosítását is';
    const slug = slugify(text);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
    const full = 'szeged-varos-kozgyulese-elfogadta-a-jovo-evi-koltsegvetest-es-a-parkolasi-rendelet-modositasat-is';
    expect(full.startsWith(`${slug}-`)).toBe(true);
    expect(slugify('x'.repeat(200))).toBe('x'.repeat(80));
  });

  it('keeps generated titles sluggable', () => {
    const g = gen(16);
    for (let i = 0; i < 500; i++) {
      const slug = slugify(g.title(TOPICS[i % TOPICS.length]!));
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slug.length).toBeLessThanOrEqual(80);
    }
  });
});

// How fast 10,000 articles are written: `npm run bench -- units` (no deadline decides a test, D-304).
