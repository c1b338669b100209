import { useEffect, useRef, useState } from 'react';
import {
  DOWNLOAD_FILE_NAME,
  PAYMENT_STATUS_LABELS,
  SIGN_IN_PATH,
  accountDate,
  canCancel,
  paymentLabel,
  type AccountInfo,
  type AccountPayment,
} from '../../domain/accounts';
import type { SiteSlug } from '../../domain/types';
import { accountClient } from './accountClient';
import { isContentApiError } from '../../contentClient/errors';
import styles from './AccountPanel.module.css';

export interface AccountPanelProps {
  site: SiteSlug;
}

// Fixed ids, not useId(): the island hydrates apart from the page, so useId's answer on the client would
// differ from the server's. There is one profile on a page.
const TITLE_ID = 'fiok-cim';
const CONFIRM_ID = 'fiok-torles-kerdes';

type View =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'signedOut' }
  | { kind: 'ready'; info: AccountInfo }
  | { kind: 'deleted' }
  | { kind: 'loggedOut' };

export const TEXTS = {
  loading: 'A profil betöltése…',
  signedOut: 'A profil megtekintéséhez be kell lépnie.',
  loadFailed: 'A profilt most nem sikerült betölteni. Kérjük, próbálja újra később.',
  failed: 'A módosítás nem sikerült. Kérjük, próbálja újra később.',
  cancelled: 'A támogatását lemondtuk.',
  subscribed: (name: string) => `Feliratkozott: ${name}.`,
  unsubscribed: (name: string) => `Leiratkozott: ${name}.`,
  downloaded: `Az adatait letöltöttük (${DOWNLOAD_FILE_NAME}).`,
  confirmDelete: 'Biztosan törli a fiókját? Ez nem vonható vissza.',
  deleted: 'A fiókját és minden adatát töröltük.',
  loggedOut: 'Kilépett a fiókjából.',
} as const;

/** Hands the browser a file to save, as a link with `download` would. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled, not during it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The supporter's profile (/tamogatas/profil): who is signed in, the payments with "Lemondás" for the
 * running ones, the newsletter choices, the data download, account deletion (after a confirmation) and
 * sign-out. The static page around it already says a sign-in is needed, for readers without JavaScript;
 * the server renders only the empty status region, so nothing here is stale in the HTML.
 */
export default function AccountPanel({ site }: AccountPanelProps) {
  const [view, setView] = useState<View>({ kind: 'idle' });
  const [message, setMessage] = useState('');
  // A ref, not state: a second click in the same tick must see the first one's call. The controls are not
  // disabled meanwhile, since disabling the focused one would drop a keyboard reader's focus to the page.
  const busy = useRef(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const paymentsRef = useRef<HTMLHeadingElement>(null);
  // Set when "Mégsem" closes the confirmation, so focus returns to the button that opened it (not on the first render).
  const returnFocus = useRef(false);
  const api = useRef(accountClient(site)).current;

  const load = async () => {
    setView({ kind: 'loading' });
    setMessage(TEXTS.loading);
    try {
      const info = await api.info(location.search);
      setView({ kind: 'ready', info });
      setMessage('');
    } catch (err) {
      fail(err, true);
    }
  };

  useEffect(() => {
    void load();
    // Once, on hydration: `load` is a new function every render, and the profile is asked again only by the reader.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // When the profile goes away under the reader's focus (deleted, signed out, session lost), focus goes to
  // the message that says why, not to the top of the page.
  const hadPanel = useRef(false);
  useEffect(() => {
    if (view.kind === 'ready') hadPanel.current = true;
    else if (hadPanel.current) {
      hadPanel.current = false;
      statusRef.current?.focus();
    }
  }, [view.kind]);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      deleteRef.current?.focus();
    }
  }, [confirming]);

  /** A refused call: a lost session (401, or 403 when the CSRF cookie went with it) means signing in again. */
  function fail(err: unknown, loading = false) {
    if (isContentApiError(err, 'unauthorized') || (isContentApiError(err, 'forbidden') && !loading)) {
      setView({ kind: 'signedOut' });
      setMessage(TEXTS.signedOut);
    } else if (loading) {
      setView({ kind: 'failed' });
      setMessage(TEXTS.loadFailed);
    } else {
      setMessage(TEXTS.failed);
    }
  }

  /** Runs one call at a time; a click during a call is ignored. */
  async function run(action: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    try {
      await action();
    } catch (err) {
      fail(err);
    } finally {
      busy.current = false;
    }
  }

  const withInfo = (change: (info: AccountInfo) => AccountInfo) => setView((v) => (v.kind === 'ready' ? { kind: 'ready', info: change(v.info) } : v));

  const cancel = (p: AccountPayment) =>
    run(async () => {
      const updated = await api.cancel(p.id);
      withInfo((info) => ({ ...info, payments: info.payments.map((x) => (x.id === updated.id ? updated : x)) }));
      setMessage(TEXTS.cancelled);
      // The pressed button is gone with the payment's state: focus goes to the list's heading, not to the page.
      paymentsRef.current?.focus();
    });

  const toggle = (code: string, name: string, subscribe: boolean) =>
    run(async () => {
      const set = (on: boolean) =>
        withInfo((info) => ({ ...info, newsletters: info.newsletters.map((n) => (n.code === code ? { ...n, subscribed: on } : n)) }));
      set(subscribe);
      try {
        const saved = await api.newsletter(code, subscribe);
        set(saved.subscribed);
        setMessage(saved.subscribed ? TEXTS.subscribed(name) : TEXTS.unsubscribed(name));
      } catch (err) {
        set(!subscribe);
        throw err;
      }
    });

  const download = () =>
    run(async () => {
      saveFile(DOWNLOAD_FILE_NAME, await api.download());
      setMessage(TEXTS.downloaded);
    });

  const remove = () =>
    run(async () => {
      await api.remove();
      setConfirming(false);
      setView({ kind: 'deleted' });
      setMessage(TEXTS.deleted);
    });

  const logout = () =>
    run(async () => {
      await api.logout();
      setView({ kind: 'loggedOut' });
      setMessage(TEXTS.loggedOut);
    });

  // One live region in one place for every view: a region that is itself new when its text arrives is
  // not reliably announced.
  return (
    <div className={styles.panel}>
      {view.kind === 'ready' && panel(view.info)}
      <p ref={statusRef} tabIndex={-1} className={styles.status} role="status" aria-live="polite">
        {message}
      </p>
      {(view.kind === 'signedOut' || view.kind === 'loggedOut') && (
        <p>
          <a href={SIGN_IN_PATH}>Belépés</a>
        </p>
      )}
      {view.kind === 'failed' && (
        <button type="button" className={styles.button} onClick={() => void load()}>
          Újrapróbálom
        </button>
      )}
    </div>
  );

  function panel(info: AccountInfo) {
    return (
      <section aria-labelledby={TITLE_ID}>
        <h2 id={TITLE_ID}>Fiókom</h2>
        <p>
          Belépve: <strong>{info.email}</strong>
          {info.name && <> ({info.name})</>}. Támogatói fiók {accountDate(info.createdAt)} óta.
        </p>

        <h3 ref={paymentsRef} tabIndex={-1} className={styles.heading}>
          Támogatásaim
        </h3>
        {info.payments.length === 0 ? (
          <p>Még nincs rögzített támogatása.</p>
        ) : (
          <ul className={styles.payments}>
            {info.payments.map((p) => (
              <li key={p.id} className={styles.payment}>
                <span>
                  <strong>{paymentLabel(p)}</strong> · {PAYMENT_STATUS_LABELS[p.status]} · {accountDate(p.createdAt)}
                </span>
                {canCancel(p) && (
                  <button type="button" className={styles.button} onClick={() => void cancel(p)}>
                    Lemondás<span className="visually-hidden"> ({paymentLabel(p)})</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}

        <fieldset className={styles.newsletters}>
          <legend>Hírlevelek</legend>
          {info.newsletters.map((n) => (
            <label key={n.code} className={styles.choice}>
              <input type="checkbox" checked={n.subscribed} onChange={(e) => void toggle(n.code, n.name, e.currentTarget.checked)} /> {n.name}
            </label>
          ))}
        </fieldset>

        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => void download()}>
            Adataim letöltése
          </button>
          <button type="button" className={styles.button} onClick={() => void logout()}>
            Kilépés
          </button>
          <button
            ref={deleteRef}
            type="button"
            className={`${styles.button} ${styles.danger}`}

            aria-expanded={confirming}
            onClick={() => setConfirming(true)}
          >
            Fiók törlése
          </button>
        </div>

        {confirming && (
          <div className={styles.confirm} role="group" aria-labelledby={CONFIRM_ID}>
            <p id={CONFIRM_ID} ref={confirmRef} tabIndex={-1}>
              {TEXTS.confirmDelete}
            </p>
            <button type="button" className={`${styles.button} ${styles.danger}`} onClick={() => void remove()}>
              Igen, törlöm
            </button>
            <button
              type="button"
              className={styles.button}

              onClick={() => {
                returnFocus.current = true;
                setConfirming(false);
              }}
            >
              Mégsem
            </button>
          </div>
        )}
      </section>
    );
  }
}
