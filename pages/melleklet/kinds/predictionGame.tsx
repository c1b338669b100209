import { PredictionGameTab } from '../../../components/PredictionGame/PredictionGame';
import type { PredictionGameTabData } from './predictionGame.load';
import type { TabView } from './types';

export const predictionGameView: TabView<PredictionGameTabData> = {
  render: (d) => <PredictionGameTab slug={d.game} />,
};
