import { Football } from '../../../components/Football/Football';
import type { FootballTabData } from './football.load';
import type { TabView } from './types';

export const footballView: TabView<FootballTabData> = {
  render: (d, page) => <Football view={d.football} heading="h2" title={page.viewTitle} />,
};
