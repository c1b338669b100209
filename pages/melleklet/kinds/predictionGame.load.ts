// The prediction game's tab: the game by its slug (domain/predictionGame.ts), drawn from its definition; the
// readers' tips live on /tippjatek (pages/tippjatek/).
import type { TabLoader } from './types';

export interface PredictionGameTabData {
  /** The game's slug. */
  game: string;
}

export const predictionGameLoader: TabLoader<PredictionGameTabData> = {
  load: async (ctx) => {
    const game = ctx.match.tab.game;
    if (!game) throw ctx.notFound();
    // Nothing from the content API: the game's definition is ours.
    return { data: { game }, deps: { articles: [], lists: [] } };
  },
};
