import type { Article, FlagSlug } from './types';

export const FLAG_SLUGS: readonly FlagSlug[] = ['live', 'refresh', 'g7-hero', 'legfontosabb', 'kedvenceink', 'english', 'adfree', 'adult-content', 'pr'];

export function isFlagSlug(value: string): value is FlagSlug {
  return (FLAG_SLUGS as readonly string[]).includes(value);
}

type BooleanField = 'live' | 'english' | 'adfree' | 'adultContent' | 'pr' | 'important' | 'favorite';

/** The article booleans that mirror a flag: the flag list is the source, the boolean follows it. */
export const FLAG_BOOLEANS: Partial<Record<FlagSlug, BooleanField>> = {
  live: 'live',
  english: 'english',
  adfree: 'adfree',
  'adult-content': 'adultContent',
  pr: 'pr',
  legfontosabb: 'important',
  kedvenceink: 'favorite',
};

/** The article with its flag list set to `flags` and the mirrored booleans brought in line. */
export function withFlags<T extends Pick<Article, 'flags' | BooleanField>>(article: T, flags: readonly FlagSlug[]): T {
  const unique = FLAG_SLUGS.filter((f) => flags.includes(f));
  const next = { ...article, flags: unique.map((slug) => ({ slug })) };
  for (const [flag, field] of Object.entries(FLAG_BOOLEANS) as [FlagSlug, BooleanField][]) {
    next[field] = unique.includes(flag);
  }
  return next;
}
