import { useEffect, useRef, useState, type RefObject } from 'react';
import { DOWNLOAD_FILE_NAME, PAYMENT_STATUS_LABELS, accountDate, canCancel, paymentLabel, type AccountInfo, type AccountPayment } from '../../domain/accounts';
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
 * A refused call: a lost session (401, or 403 when the CSRF cookie went with it) means signing in again. Found on
 * opening the page, the page's own text already says so, with its Belépés link: nothing is added to repeat it.
 */
function failure(err: unknown, loading: boolean): { view?: View; message: string } {
  if (isContentApiError(err, 'unauthorized') || (isContentApiError(err, 'forbidden') && !loading))
    return { view: { kind: 'signedOut' }, message: loading ? '' : TEXTS.signedOut };
  if (loading) return { view: { kind: 'failed' }, message: TEXTS.loadFailed };
  return { message: TEXTS.failed };
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
  const paymentsRef = useRef<HTMLHeadingElement>(null);
  const api = useRef(accountClient(site)).current;

  const fail = (err: unknown, loading = false) => {
    const { view: next, message: text } = failure(err, loading);
    if (next) setView(next);
    setMessage(text);
  };

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
  useFocusOnLeaving(view.kind === 'ready', statusRef);

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

  const actions = profileActions({ api, run, withInfo, setMessage, setView, setConfirming, paymentsRef });

  // One live region in one place for every view: a region that is itself new when its text arrives is
  // not reliably announced.
  return (
    <div className={styles.panel}>
      {view.kind === 'ready' && <Profile info={view.info} actions={actions} paymentsRef={paymentsRef} confirming={confirming} setConfirming={setConfirming} />}
      <p ref={statusRef} tabIndex={-1} className={styles.status} role="status" aria-live="polite">
        {message}
      </p>
      {view.kind === 'failed' && (
        <button type="button" className={styles.button} onClick={() => void load()}>
          Újrapróbálom
        </button>
      )}
    </div>
  );
}

/**
 * When the profile goes away under the reader's focus (deleted, signed out, session lost), focus goes to
 * the message that says why, not to the top of the page.
 */
function useFocusOnLeaving(shown: boolean, statusRef: RefObject<HTMLParagraphElement | null>): void {
  const hadPanel = useRef(false);
  useEffect(() => {
    if (shown) hadPanel.current = true;
    else if (hadPanel.current) {
      hadPanel.current = false;
      statusRef.current?.focus();
    }
  }, [shown, statusRef]);
}

/** What the panel's state and calls are, for the profile's actions. */
interface PanelHands {
  api: ReturnType<typeof accountClient>;
  run(action: () => Promise<void>): Promise<void>;
  withInfo(change: (info: AccountInfo) => AccountInfo): void;
  setMessage(text: string): void;
  setView(view: View): void;
  setConfirming(on: boolean): void;
  paymentsRef: RefObject<HTMLHeadingElement | null>;
}

/** Each control's call and what the panel says and shows after it. */
function profileActions({ api, run, withInfo, setMessage, setView, setConfirming, paymentsRef }: PanelHands): ProfileActions {
  return {
    cancel: (p) =>
      run(async () => {
        const updated = await api.cancel(p.id);
        withInfo((info) => ({ ...info, payments: info.payments.map((x) => (x.id === updated.id ? updated : x)) }));
        setMessage(TEXTS.cancelled);
        // The pressed button is gone with the payment's state: focus goes to the list's heading, not to the page.
        paymentsRef.current?.focus();
      }),
    toggle: (code, name, subscribe) =>
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
      }),
    download: () =>
      run(async () => {
        saveFile(DOWNLOAD_FILE_NAME, await api.download());
        setMessage(TEXTS.downloaded);
      }),
    remove: () =>
      run(async () => {
        await api.remove();
        setConfirming(false);
        setView({ kind: 'deleted' });
        setMessage(TEXTS.deleted);
      }),
    logout: () =>
      run(async () => {
        await api.logout();
        setView({ kind: 'loggedOut' });
        setMessage(TEXTS.loggedOut);
      }),
  };
}

/** What the profile's controls do (each one call to the CRM, one at a time). */
interface ProfileActions {
  cancel(p: AccountPayment): Promise<void>;
  toggle(code: string, name: string, subscribe: boolean): Promise<void>;
  download(): Promise<void>;
  remove(): Promise<void>;
  logout(): Promise<void>;
}

interface ProfileProps {
  info: AccountInfo;
  actions: ProfileActions;
  paymentsRef: RefObject<HTMLHeadingElement | null>;
  confirming: boolean;
  setConfirming(on: boolean): void;
}

/** The signed-in reader's profile: who, the payments, the newsletters, and the account's actions. */
function Profile({ info, actions, paymentsRef, confirming, setConfirming }: ProfileProps) {
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
      <Payments payments={info.payments} cancel={actions.cancel} />

      <fieldset className={styles.newsletters}>
        <legend>Hírlevelek</legend>
        {info.newsletters.map((n) => (
          <label key={n.code} className={styles.choice}>
            <input type="checkbox" checked={n.subscribed} onChange={(e) => void actions.toggle(n.code, n.name, e.currentTarget.checked)} /> {n.name}
          </label>
        ))}
      </fieldset>

      <AccountActions actions={actions} confirming={confirming} setConfirming={setConfirming} />
    </section>
  );
}

/** The payments, "Lemondás" on each running one. */
function Payments({ payments, cancel }: { payments: AccountPayment[]; cancel: ProfileActions['cancel'] }) {
  if (payments.length === 0) return <p>Még nincs rögzített támogatása.</p>;
  return (
    <ul className={styles.payments}>
      {payments.map((p) => (
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
  );
}

/** Download, sign out, and deleting the account after a confirmation that takes the focus while it is open. */
function AccountActions({ actions, confirming, setConfirming }: Pick<ProfileProps, 'actions' | 'confirming' | 'setConfirming'>) {
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  // Set when "Mégsem" closes the confirmation, so focus returns to the button that opened it (not on the first render).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      deleteRef.current?.focus();
    }
  }, [confirming]);
  return (
    <>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => void actions.download()}>
          Adataim letöltése
        </button>
        <button type="button" className={styles.button} onClick={() => void actions.logout()}>
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
          <button type="button" className={`${styles.button} ${styles.danger}`} onClick={() => void actions.remove()}>
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
    </>
  );
}
