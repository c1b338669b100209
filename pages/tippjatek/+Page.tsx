import { usePageData } from '../../renderer/usePageData';
import { PredictionGame, PredictionGameList } from '../../components/PredictionGame/PredictionGame';
import type { GamePageData } from './+data';

export default function Page() {
  const d = usePageData<GamePageData>();
  if (!d.game || !d.view) return <PredictionGameList now={d.now} />;
  return <PredictionGame game={d.game} view={d.view} sheet={d.sheet} saved={d.saved} />;
}
