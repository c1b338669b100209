import { usePageData } from '../../renderer/usePageData';
import { Island } from '../../components/Island/Island';
import AccountPanel from '../../components/AccountPanel/AccountPanel';
import SignInForm from '../../components/SignInForm/SignInForm';
import type { StaticPageData } from './+data';
import styles from './Screen.module.css';

export default function Page() {
  const { screen, shell } = usePageData<StaticPageData>();
  return (
    <article className={styles.screen}>
      <h1 className={screen.hiddenTitle ? 'visually-hidden' : undefined}>{screen.title}</h1>
      {screen.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {/* Hydrated at load: the form's notice and the profile are what these pages are for. */}
      {screen.account === 'sign-in' && <Island name="SignInForm" component={SignInForm} props={{ site: shell.site }} hydrate="load" />}
      {screen.account === 'profile' && <Island name="AccountPanel" component={AccountPanel} props={{ site: shell.site }} hydrate="load" />}
      {screen.links.length > 0 && (
        <ul className={styles.links}>
          {screen.links.map((l) => (
            <li key={l.href}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
