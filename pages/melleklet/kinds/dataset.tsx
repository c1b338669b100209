import { SupplementData } from '../../../components/SupplementData/SupplementData';
import type { DatasetTabData } from './dataset.load';
import type { TabView } from './types';

export const datasetView: TabView<DatasetTabData> = {
  render: (d, page) => <SupplementData dataset={d.dataset} title={page.viewTitle} search={d.search} path={page.path} />,
};
