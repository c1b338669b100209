import { usePageData } from '../../renderer/usePageData';
import { SubSiteFront } from '../../components/SubSiteFront/SubSiteFront';
import { ListFrame } from '../../components/ListFrame/ListFrame';
import type { SubSitePageData } from './+data';

export default function Page() {
  const d = usePageData<SubSitePageData>();
  return (
    <ListFrame view={d.view} frame={d.frame}>
      <SubSiteFront {...d.front} />
    </ListFrame>
  );
}
