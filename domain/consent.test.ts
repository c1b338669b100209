import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, consentCookie, consentGranted, readConsent, tcData } from './consent';
import { consentBody, consentScripts, publisherCountry } from './consentScripts';
import { SITES, SITE_SLUGS } from './sites';

describe('the consent cookie', () => {
  it('reads the answer among other cookies, null when not asked yet or unreadable', () => {
    expect(readConsent(`a=1; ${CONSENT_COOKIE}=accepted; b=2`)).toBe('accepted');
    expect(readConsent(`${CONSENT_COOKIE}=rejected`)).toBe('rejected');
    expect(readConsent('')).toBeNull();
    expect(readConsent(`x${CONSENT_COOKIE}=accepted`)).toBeNull();
    expect(readConsent(`${CONSENT_COOKIE}=maybe`)).toBeNull();
  });

  it('keeps the answer for the whole domain for six months, Secure over https', () => {
    expect(consentCookie('accepted', false)).toBe(`${CONSENT_COOKIE}=accepted; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax`);
    expect(consentCookie('rejected', true)).toMatch(/; Secure$/);
    expect(CONSENT_MAX_AGE_S / 86400).toBe(182);
    expect(readConsent(consentCookie('rejected', true).split(';')[0]!)).toBe('rejected');
  });
});

describe('the TCF-style data', () => {
  it('consents every purpose when accepted, none when rejected', () => {
    const yes = tcData('accepted', 'useractioncomplete', 'HU');
    expect(Object.values(yes.purpose.consents)).toEqual(Array(11).fill(true));
    expect(Object.values(tcData('rejected', 'tcloaded', 'RO').purpose.consents)).toEqual(Array(11).fill(false));
    expect(yes).toMatchObject({ gdprApplies: true, cmpStatus: 'loaded', tcfPolicyVersion: 4, publisherCC: 'HU' });
  });

  it('grants only on a final answer with purpose 1 consented; no answer while the dialogue asks', () => {
    expect(consentGranted(tcData('accepted', 'tcloaded', 'HU'))).toBe(true);
    expect(consentGranted(tcData('accepted', 'useractioncomplete', 'HU'))).toBe(true);
    expect(consentGranted(tcData('rejected', 'useractioncomplete', 'HU'))).toBe(false);
    expect(consentGranted(tcData(null, 'cmpuishown', 'HU'))).toBeNull();
    expect(consentGranted(tcData('accepted', 'cmpuishown', 'HU'))).toBeNull();
    expect(consentGranted({ ...tcData(null, 'cmpuishown', 'HU'), gdprApplies: false })).toBe(true);
  });
});

describe('the consent scripts', () => {
  it('one per site’s consent script path, speaking of its domain’s home site, its dialogue’s question in it', () => {
    const scripts = consentScripts();
    expect(scripts.map((s) => s.path).sort()).toEqual([...new Set(SITE_SLUGS.map((s) => SITES[s].consentScriptPath))].sort());
    const ro = scripts.find((s) => s.path === SITES.ro.consentScriptPath)!;
    expect(ro).toEqual({ path: '/consent/hirter-ro.js', manager: { publisherCC: 'RO', body: consentBody('Hírtér Erdély') } });
    expect(scripts.find((s) => s.path === SITES.after.consentScriptPath)!.manager.body).toMatch(/^A Hírtér hirdetései/);
    expect(publisherCountry('g7')).toBe('HU');
  });

  it('asks in Hungarian, naming the providers and how to change the answer', () => {
    expect(consentBody('Hírtér')).toMatch(/^A Hírtér hirdetései .*YouTube, Spotify, Facebook, Google Térkép.*„Süti-beállítások” gombbal\.$/);
  });
});
