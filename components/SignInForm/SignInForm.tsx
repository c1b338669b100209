import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ACCOUNT_API, SIGN_IN_NOTICES, signInNotice } from '../../domain/accounts';
import { browserClient } from '../../contentClient/browser';
import { isContentApiError } from '../../contentClient/errors';
import type { SiteSlug } from '../../domain/types';
import styles from './SignInForm.module.css';

export interface SignInFormProps {
  site: SiteSlug;
}

// A fixed id, not useId(): the island hydrates apart from the page, so useId's answer on the client would
// differ from the server's. There is one sign-in form on a page.
const EMAIL_ID = 'belepes-email';

export const NETWORK_ERROR = 'A kérést most nem sikerült elküldeni. Kérjük, próbálja újra később.';

/**
 * The supporters' sign-in form (/tamogatas/belepes). Without JavaScript it is a plain form: the browser
 * checks the address, posts it, and the CRM answers with a redirect back here (?elkuldve=1). Hydrated, it
 * posts with fetch and says the outcome in place, and reads the redirects' query (a sent link, a dead link)
 * into the same status region.
 */
export default function SignInForm({ site }: SignInFormProps) {
  const [message, setMessage] = useState('');
  // A ref, and the button is never disabled: disabling the pressed button would drop its focus to the page.
  const busy = useRef(false);

  useEffect(() => {
    const notice = signInNotice(location.search);
    if (notice) setMessage(SIGN_IN_NOTICES[notice]);
  }, []);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy.current) return;
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    busy.current = true;
    setMessage('');
    try {
      await browserClient({ site }).post(ACCOUNT_API.token, { email });
      setMessage(SIGN_IN_NOTICES.sent);
    } catch (err) {
      if (isContentApiError(err, 'bad-request')) setMessage(SIGN_IN_NOTICES.email);
      else if (isContentApiError(err) && err.status === 429) setMessage(SIGN_IN_NOTICES.limit);
      else setMessage(NETWORK_ERROR);
    } finally {
      busy.current = false;
    }
  };

  return (
    <form className={styles.form} method="post" action={ACCOUNT_API.token} onSubmit={(e) => void submit(e)}>
      <label className={styles.label} htmlFor={EMAIL_ID}>
        E-mail-cím
      </label>
      <div className={styles.row}>
        <input id={EMAIL_ID} className="field" name="email" type="email" autoComplete="email" inputMode="email" maxLength={254} required />
        <button type="submit" className="button-primary">
          Belépési link kérése
        </button>
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {message}
      </p>
    </form>
  );
}
