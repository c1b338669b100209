// What the article page's data hook gives its page, apart from the hook (pages/article/+data.ts): the embeds'
// views draw with it and the hook loads through the embeds' loaders, so the type sits below both.
import type { Article, RecommenderResponse, SubArticlePage } from '../../domain/types';
import type { PageData } from '../../renderer/types';
import type { Block } from '../../domain/articleBody/blocks';
import type { Fixture } from '../../domain/sports/types';

export interface ArticlePageData extends PageData {
  article: Article;
  /** Page of a long article, or of a live blog's posts. */
  page: number;
  pageCount: number;
  /** Live blog: its posts; live-blog post: its siblings. */
  posts: SubArticlePage | null;
  parent: Article | null;
  recommended: RecommenderResponse | null;
  path: string;
  now: number;
  /** An editor's preview: the live layer keeps the draft fresh whatever its flags. */
  preview: boolean;
  /** The match the article is about (its `livescoreId`), for its score box; null without one or when the service failed. */
  match: Fixture | null;
  /** The body, sanitised and parsed once (domain/articleBody/), each embed with what was loaded for it (pages/article/embeds/). */
  body: Block[];
}
