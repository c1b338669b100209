// The preview endpoint's sign-in (specialised-features.md "Login"): e-mail and password, then the one-time
// code, or Google. Plain forms the preview server answers, so it works without JavaScript; the error is
// announced (role="alert") and tied to the fields it concerns.
import { LOGIN_PATH } from '../../domain/authErrors';
import { NO_PREFETCH_ATTRIBUTE } from '../../domain/constants';
import { LOGIN_TEXTS, PREVIEW_PATHS, UNLOCK_PARAM, type LoginState } from '../../domain/preview';
import styles from './LoginForm.module.css';

export function LoginForm({ state }: { state: LoginState }) {
  const error = state.error ? (
    <p id="login-error" className={styles.error} role="alert">
      {state.error}
    </p>
  ) : null;
  const described = state.error ? { 'aria-describedby': 'login-error', 'aria-invalid': true } : {};
  return (
    <section className={styles.login} aria-labelledby="login-title">
      <h1 id="login-title">{LOGIN_TEXTS.title}</h1>
      {error}
      {state.notice && <p>{state.notice}</p>}
      {state.step === 'password' ? (
        <>
          <form method="post" action={LOGIN_PATH} className={styles.form}>
            <input type="hidden" name="csrf" value={state.csrf} />
            {state.unlock && <input type="hidden" name={UNLOCK_PARAM} value={state.unlock} />}
            <label htmlFor="login-email">{LOGIN_TEXTS.email}</label>
            {/* The page is this one form, opened to sign in: the cursor belongs in its first field. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <input id="login-email" name="email" type="email" autoComplete="username" required autoFocus defaultValue={state.email ?? ''} {...described} />
            <label htmlFor="login-password">{LOGIN_TEXTS.password}</label>
            <input id="login-password" name="password" type="password" autoComplete="current-password" required {...described} />
            <button type="submit">{LOGIN_TEXTS.submit}</button>
          </form>
          {state.google && (
            <>
              <p className={styles.or}>{LOGIN_TEXTS.or}</p>
              <a className={styles.google} href={PREVIEW_PATHS.google} {...{ [NO_PREFETCH_ATTRIBUTE]: '' }}>
                {LOGIN_TEXTS.google}
              </a>
            </>
          )}
        </>
      ) : (
        <>
          <form method="post" action={PREVIEW_PATHS.otp} className={styles.form}>
            <input type="hidden" name="csrf" value={state.csrf} />
            <p id="login-otp-help">{LOGIN_TEXTS.otpIntro}</p>
            <label htmlFor="login-otp">{LOGIN_TEXTS.otp}</label>
            <input
              id="login-otp"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              maxLength={7}
              required
              // The second step of the same form: the code field is all there is to fill in.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              aria-describedby={state.error ? 'login-error login-otp-help' : 'login-otp-help'}
              {...(state.error ? { 'aria-invalid': true } : {})}
            />
            <button type="submit">{LOGIN_TEXTS.otpSubmit}</button>
          </form>
          <form method="post" action={PREVIEW_PATHS.logout} className={styles.restart}>
            <input type="hidden" name="csrf" value={state.csrf} />
            <button type="submit" className={styles.link}>
              {LOGIN_TEXTS.restart}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
