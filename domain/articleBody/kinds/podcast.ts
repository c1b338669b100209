// An episode as a body embed: the paragraph linking its page (domain/podcast/embed.ts, D-229); only the first is a card.
import { episodeEmbed, mayEmbedEpisode } from '../../podcast/embed';
import type { EmbedKindRule } from '../blocks';

export interface EpisodeData {
  podcast: string;
  episode: string;
}

export const episodeKind: EmbedKindRule<EpisodeData> = {
  name: 'podcast',
  unloaded: 'source',
  find(html) {
    const m = mayEmbedEpisode(html) ? episodeEmbed(html) : null;
    return m ? [{ index: m.before.length, length: html.length - m.before.length - m.after.length, data: { podcast: m.podcast, episode: m.episode } }] : [];
  },
};
