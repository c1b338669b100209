// The newsletter's promo box (specialised-features.md §1, §9) on the front page and under an article: the
// sign-up form, which works without JavaScript as a plain POST (the call redirects to the newsletter page),
// and, once its script has come (an island started without React when the box nears the viewport:
// components/NewsletterPromo/newsletterPromo.ts), the two ways to hide it: closing it here for a while, or for good. A box the
// reader hid is hidden by that script before it comes into view; a page the reader leaves early loads none of it.
import { NEWSLETTERS } from '../../domain/accounts';
import { NEWSLETTER_API, NEWSLETTER_LIMITS } from '../../domain/newsletter';
import { PROMO_TEXTS as T, PROMO_DEFAULT_LIST, isPromoPlace, type SignupPlace } from '../../domain/newsletterPromo';
import { Island } from '../Island/Island';
import styles from './NewsletterPromo.module.css';
import {
  NEWSLETTER_PROMO_CLOSE_ATTR,
  NEWSLETTER_PROMO_FORM_ATTR,
  NEWSLETTER_PROMO_MESSAGE_ATTR,
  NEWSLETTER_PROMO_NEVER_ATTR,
  NEWSLETTER_PROMO_PROMO_ATTR,
} from './attrs';

export function NewsletterPromoView({ place }: { place: SignupPlace }) {
  const titleId = `hirlevel-promo-${place}`;
  return (
    <aside className={styles.box} {...{ [NEWSLETTER_PROMO_PROMO_ATTR]: place }} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 className={styles.title} id={titleId}>
          {T.title}
        </h2>
        {isPromoPlace(place) && (
          <button type="button" className={styles.close} {...{ [NEWSLETTER_PROMO_CLOSE_ATTR]: true }} aria-label={T.close} hidden>
            ×
          </button>
        )}
      </div>
      <p className={styles.lead}>{T.lead}</p>
      <form className={styles.form} method="post" action={NEWSLETTER_API.subscribe} {...{ [NEWSLETTER_PROMO_FORM_ATTR]: true }}>
        <fieldset className={styles.lists}>
          <legend>{T.lists}</legend>
          {NEWSLETTERS.map((n) => (
            <label key={n.code} className={styles.check}>
              <input type="checkbox" name="listCodes" value={n.code} defaultChecked={n.code === PROMO_DEFAULT_LIST} /> {n.name}
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          {T.lastName}
          <input name="lastName" autoComplete="family-name" required maxLength={NEWSLETTER_LIMITS.lastNameChars} />
        </label>
        <label className={styles.field}>
          {T.firstName}
          <input name="firstName" autoComplete="given-name" required maxLength={NEWSLETTER_LIMITS.firstNameChars} />
        </label>
        <label className={styles.field}>
          {T.email}
          <input name="email" type="email" autoComplete="email" required maxLength={254} />
        </label>
        <button type="submit" className={styles.submit}>
          {T.submit}
        </button>
        <p className={styles.message} id={`${titleId}-uzenet`} role="status" {...{ [NEWSLETTER_PROMO_MESSAGE_ATTR]: true }} />
      </form>
      {isPromoPlace(place) && (
        <button type="button" className={styles.never} {...{ [NEWSLETTER_PROMO_NEVER_ATTR]: true }} hidden>
          {T.never}
        </button>
      )}
    </aside>
  );
}

export function NewsletterPromo({ place }: { place: SignupPlace }) {
  return <Island name="NewsletterPromo" component={NewsletterPromoView} props={{ place }} hydrate="visible" />;
}
