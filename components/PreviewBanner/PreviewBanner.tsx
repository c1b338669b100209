// The preview's banner: an editor must never take a preview page for the published one.
import { LOGIN_TEXTS, PREVIEW_PATHS } from '../../domain/preview';
import styles from './PreviewBanner.module.css';

export function PreviewBanner({ email, csrf }: { email: string; csrf: string }) {
  return (
    <aside className={styles.banner} aria-label={LOGIN_TEXTS.banner} data-preview-banner="">
      <strong>{LOGIN_TEXTS.banner}</strong>
      <span className={styles.who}>{email}</span>
      <form method="post" action={PREVIEW_PATHS.logout}>
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit">{LOGIN_TEXTS.logout}</button>
      </form>
    </aside>
  );
}
