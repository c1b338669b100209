import { usePageData } from '../../renderer/usePageData';
import { Football } from '../../components/Football/Football';
import type { FootballPageData } from './+data';

export default function Page() {
  const d = usePageData<FootballPageData>();
  return <Football view={d.view} heading="h1" />;
}
