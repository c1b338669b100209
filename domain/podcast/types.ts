// The podcast entities of specialised-features.md §3 with the spec's field names. Where a field is ours (the
// spec names only id, slug, title, sourceUrl, image, duration, podcast and article), it says so.
import type { ImageSet, MainSuperTag, SiteSlug, UnixSeconds } from '../types';

/** A podcast (a show): its slug, name and page (§3). */
export interface Podcast {
  slug: string;
  name: string;
  /** The podcast's own page on our site, a path (`/g7/podcast/g7-podcast`); see paths.ts. */
  page: string;
  /** Ours: the site it belongs to, whose path its page is under and whose fronts show its episodes. */
  site: SiteSlug;
  /** Ours: a sentence about the show, on its page. */
  description: string;
}

/** The article an episode belongs to: what its link is made of (urls.ts articlePath). */
export interface EpisodeArticle {
  slug: string;
  pubDate: UnixSeconds;
  mainSuperTag: MainSuperTag;
  /** Ours: the article's title, for the link on the episode's page. */
  title: string;
}

/** A podcast episode (§3). */
export interface PodcastEpisode {
  id: number;
  slug: string;
  title: string;
  /** The audio file (`/media/audio/…` for ours, or any https address a browser can play). */
  sourceUrl: string;
  image: ImageSet | null;
  /** Seconds. */
  duration: number;
  podcast: Podcast;
  article: EpisodeArticle | null;
  /** Ours: when it was published, the order of every episode list. */
  pubDate: UnixSeconds;
  /** Ours: a few sentences about the episode, on its page. */
  description: string;
}

/** A page of episodes (GET /api/episodes), shaped like the article lists. */
export interface EpisodeList {
  items: PodcastEpisode[];
  totalItems: number;
  page: number;
  totalPages: number;
}

/** A podcast in GET /api/podcasts/public/all: the podcast and how many episodes it has published. */
export interface PodcastSummary extends Podcast {
  episodes: number;
}

/** What the player needs of an episode (the card carries it in its play button), without the article. */
export type PlayableEpisode = Pick<PodcastEpisode, 'slug' | 'title' | 'sourceUrl' | 'duration'> & {
  /** The image's address, for the player bar and the lock screen. */
  image: string | null;
  podcast: Pick<Podcast, 'slug' | 'name' | 'page'>;
  /** The episode's page. */
  page: string;
};
