import { ERROR_TEXTS, NOT_FOUND_PATH_SLOT } from '../../domain/errors';
import { notFoundMessage } from '../../domain/routes';
import { SITES } from '../../domain/sites';
import { usePageData } from '../../renderer/usePageData';
import type { ErrorPageData } from './+data';
import styles from './ErrorPage.module.css';

export default function Page() {
  const d = usePageData<ErrorPageData>();
  const texts = d.notFound ? ERROR_TEXTS.notFound : ERROR_TEXTS.server;
  return (
    <section className={styles.error} data-error={d.notFound ? '404' : '500'}>
      <svg className={styles.image} viewBox="0 0 200 120" role="img" aria-label={d.notFound ? 'Üres újságoldal' : 'Szerelőkulcs'}>
        <rect x="30" y="10" width="140" height="100" rx="6" fill="none" stroke="currentColor" strokeWidth="4" />
        {d.notFound ? (
          <>
            <line x1="50" y1="35" x2="150" y2="35" stroke="currentColor" strokeWidth="6" />
            <line x1="50" y1="55" x2="120" y2="55" stroke="currentColor" strokeWidth="3" opacity="0.5" />
            <line x1="50" y1="70" x2="130" y2="70" stroke="currentColor" strokeWidth="3" opacity="0.5" />
            <text x="100" y="100" textAnchor="middle" fontSize="20" fill="currentColor">
              404
            </text>
          </>
        ) : (
          <path d="M80 80 l40 -40 m-8 -8 a14 14 0 1 0 16 16" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
        )}
      </svg>
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      {d.notFound && (
        // The technical line beside the reader's text: what the address was, for a reader who reports it.
        <p className={styles.detail} data-not-found-message="">
          {d.notFoundMessage ?? (
            <>
              {notFoundMessage('')}
              <span dangerouslySetInnerHTML={{ __html: NOT_FOUND_PATH_SLOT }} />
            </>
          )}
        </p>
      )}
      <a className={styles.button} href={SITES[d.shell.site].path || '/'}>
        {ERROR_TEXTS.back}
      </a>
    </section>
  );
}
