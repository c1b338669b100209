import { usePageData } from '../../renderer/usePageData';
import { SubSiteFront } from '../../components/SubSiteFront/SubSiteFront';
import type { SubSitePageData } from './+data';

export default function Page() {
  const d = usePageData<SubSitePageData>();
  return <SubSiteFront {...d.front} />;
}
