// The second factor: RFC 6238 codes (SHA-1, 6 digits, 30 s), what every authenticator app reads from an
// otpauth:// URI.
import { generateSecret, generateURI, verifySync, generateSync } from 'otplib';

export const OTP_ISSUER = 'Hírtér előnézet';
export const OTP_PERIOD_S = 30;
/** One step either side: a phone clock a little off, or a code typed just as it changed. */
export const OTP_WINDOW_STEPS = 1;

/** 20 random bytes (160 bits, RFC 4226's recommendation), Base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const otpauthUri = (email: string, secret: string): string => generateURI({ issuer: OTP_ISSUER, label: email, secret });

export const stepAt = (nowMs: number): number => Math.floor(nowMs / 1000 / OTP_PERIOD_S);

/**
 * The time step `code` belongs to, or null when it is wrong, outside the window, or of a step at or before
 * `lastStep` (a code is good once: the caller stores the returned step as the new `lastStep`).
 */
export function acceptedStep(secret: string, code: string, nowMs: number, lastStep: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(nowMs / 1000);
  // otplib throws when afterTimeStep lies beyond the window (a clock that went back): nothing is acceptable then.
  if (lastStep >= stepAt(nowMs) + OTP_WINDOW_STEPS) return null;
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch,
      period: OTP_PERIOD_S,
      epochTolerance: OTP_PERIOD_S * OTP_WINDOW_STEPS,
      ...(lastStep >= 0 ? { afterTimeStep: lastStep } : {}),
    });
    if (!result.valid) return null;
    // The functional API's type is TOTP's and HOTP's results in one; TOTP's carries the step.
    return 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : stepAt(nowMs) + result.delta;
  } catch {
    return null;
  }
}

/** The code an authenticator app shows at `nowMs` (tests, and the development editor's hint). */
export const codeAt = (secret: string, nowMs: number): string => generateSync({ secret, epoch: Math.floor(nowMs / 1000), period: OTP_PERIOD_S });
