// What an editor did to a world's store during a fault test, and what of it the output does not show.
import { existsSync, readFileSync } from 'node:fs';
import type { Article, World } from './world';

/** Titles an editor gave, per article (the last one wins), and articles taken off the site. */
export class Edits {
  readonly titles = new Map<string, { article: Article; title: string }>();
  readonly unpublished = new Map<string, Article>();
  private n = 0;

  constructor(private readonly w: World) {}

  title(article: Article, tag: string): void {
    // Accented letters on purpose: they must survive the render and the compression as they are.
    const title = `Hibatűrés ${this.w.seed}-${tag}-${++this.n} árvíztűrő tükörfúrógép`;
    this.w.editTitle(article.slug, title);
    this.titles.set(article.slug, { article, title });
  }

  unpublish(article: Article): void {
    this.w.unpublish(article.slug);
    this.titles.delete(article.slug);
    this.unpublished.set(article.slug, article);
  }

  /** What of the edits is not on the site: an article page without its latest title, an unpublished page still there. */
  missing(): string[] {
    const out: string[] = [];
    for (const { article, title } of this.titles.values()) {
      if (!existsSync(article.file)) out.push(`${article.path}: no page`);
      else if (!readFileSync(article.file, 'utf8').includes(title)) out.push(`${article.path}: title "${title}" not published`);
    }
    for (const a of this.unpublished.values()) {
      for (const f of [a.file, `${a.file}.gz`, `${a.file}.br`]) if (existsSync(f)) out.push(`${a.path}: unpublished, yet ${f} exists`);
    }
    return out;
  }
}
