import { ElectionMap } from '../../../components/ElectionMap/ElectionMap';
import type { ElectionMapTabData } from './electionMap.load';
import type { TabView } from './types';

export const electionMapView: TabView<ElectionMapTabData> = {
  render: (d) => (
    <div data-map-page>
      <h2>{d.mapHeading}</h2>
      <ElectionMap {...d.electionMap} />
    </div>
  ),
};
