// The reader's consent to third parties (reader-site.md §1 "consent script path"; issue #36): what the local
// consent manager stand-in asks, where it keeps the answer, and the TCF-style data it hands to the ads and embeds
// that wait for it (its texts: consentTexts.ts, apart so the page's script carries them only where it shows them). Pure rules; the dialogue is consent/cmp.ts, the page's waiting components/Consent/consent.ts, what
// each site's script is built with consentScripts.ts. Nothing here imports the site table: the script carries none.

export type ConsentChoice = 'accepted' | 'rejected';

/**
 * The first-party cookie that keeps the answer. A cookie, not local storage: it expires, so the reader is asked
 * again after CONSENT_MAX_AGE_S as the supervisory authorities expect; it is what a real consent manager keeps
 * (so one can replace the stand-in at the same path); and a test or an operator can set it for a browser.
 */
export const CONSENT_COOKIE = 'hirter_consent';
/** Six months: the reader is asked again after that. */
export const CONSENT_MAX_AGE_S = 182 * 24 * 3600;

/** The answer a Cookie header (or `document.cookie`) carries; null when the reader was not asked yet or it is unreadable. */
export function readConsent(cookies: string): ConsentChoice | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return value === 'accepted' || value === 'rejected' ? value : null;
  }
  return null;
}

/** The Set-Cookie (or `document.cookie`) line that keeps `choice` for the whole domain's sites. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

// ---------------------------------------------------------------------------------------------------
// The TCF-style API (IAB TCF v2.2's `__tcfapi`), as much of it as the page's ads and embeds ask
// ---------------------------------------------------------------------------------------------------

/** The global the consent manager defines and the ads wait for. */
export const TCF_API = '__tcfapi';
export const TCF_VERSION = 2;
/** The TCF purposes 1–11; the stand-in asks once for all of them. */
const PURPOSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

/** 'tcloaded': the stored answer; 'cmpuishown': the dialogue asks; 'useractioncomplete': the reader answered. */
export type TcfEventStatus = 'tcloaded' | 'cmpuishown' | 'useractioncomplete';

export interface TcData {
  tcString: string;
  tcfPolicyVersion: 4;
  cmpId: 0;
  cmpVersion: 1;
  gdprApplies: true;
  eventStatus: TcfEventStatus;
  cmpStatus: 'loaded';
  listenerId?: number;
  isServiceSpecific: true;
  useNonStandardTexts: false;
  publisherCC: 'HU' | 'RO';
  purposeOneTreatment: false;
  purpose: { consents: Record<number, boolean>; legitimateInterests: Record<number, boolean> };
  vendor: { consents: Record<number, boolean>; legitimateInterests: Record<number, boolean> };
  specialFeatureOptins: Record<number, boolean>;
}

/**
 * What `__tcfapi` hands a listener: the answer (null while the dialogue asks). The stand-in encodes no TC
 * string (a real consent manager at the same path would); its purposes say the answer.
 */
export function tcData(choice: ConsentChoice | null, eventStatus: TcfEventStatus, publisherCC: 'HU' | 'RO'): TcData {
  const consents = Object.fromEntries(PURPOSES.map((p) => [p, choice === 'accepted']));
  return {
    tcString: '',
    tcfPolicyVersion: 4,
    cmpId: 0,
    cmpVersion: 1,
    gdprApplies: true,
    eventStatus,
    cmpStatus: 'loaded',
    isServiceSpecific: true,
    useNonStandardTexts: false,
    publisherCC,
    purposeOneTreatment: false,
    purpose: { consents, legitimateInterests: {} },
    vendor: { consents: {}, legitimateInterests: {} },
    specialFeatureOptins: {},
  };
}

/**
 * What the page reads off a listener's data: null while no answer is final (the dialogue asks), else whether
 * third parties may load — purpose 1 (storing on the device) consented, or GDPR not applying.
 */
export function consentGranted(data: Pick<TcData, 'eventStatus' | 'purpose'> & { gdprApplies?: boolean }): boolean | null {
  if (data.gdprApplies === false) return true;
  if (data.eventStatus !== 'tcloaded' && data.eventStatus !== 'useractioncomplete') return null;
  return data.purpose.consents[1] === true;
}
