import { usePageData } from '../../renderer/usePageData';
import { formatLongDate, isoDate } from '../../domain/dates';
import { SITES } from '../../domain/sites';
import type { DocumentPageData } from './+data';
import { NewsletterPromo } from '../../components/NewsletterPromo/NewsletterPromo';
import styles from '../static/Screen.module.css';

export default function Page() {
  const d = usePageData<DocumentPageData>();
  const zone = SITES[d.shell.site].timeZone;
  return (
    <article className={styles.screen}>
      <h1>{d.doc.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: d.html }} />
      {d.signup && <NewsletterPromo place="page" />}
      <p className={styles.muted}>
        {'Utolsó módosítás: '}
        <time dateTime={isoDate(d.doc.updatedAt, zone)}>{formatLongDate(d.doc.updatedAt, zone)}</time>
      </p>
    </article>
  );
}
