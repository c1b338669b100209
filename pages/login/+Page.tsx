import { LoginForm } from '../../components/LoginForm/LoginForm';
import { usePageData } from '../../renderer/usePageData';
import type { LoginPageData } from './+data';

export default function Page() {
  return <LoginForm state={usePageData<LoginPageData>().login} />;
}
