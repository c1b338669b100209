import { usePageData } from '../../renderer/usePageData';
import { Formula1 } from '../../components/Formula1/Formula1';
import type { Formula1PageData } from './+data';

export default function Page() {
  const d = usePageData<Formula1PageData>();
  return <Formula1 view={d.view} heading="h1" />;
}
