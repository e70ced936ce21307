import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, a code every 30 seconds. */
const PERIOD_SECONDS = 30;
const totpOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });

/** A new 160-bit secret, in base32 as apps take it typed or from a QR code. */
export const newAuthenticatorSecret = (): string => new Secret({ size: 20 }).base32;

/**
 * The 30-second step a code belongs to, when it is the code of the step now or of the one before or after
 * (a phone's clock a little off, a code typed as it turned); null otherwise.
 */
export function stepOfCode(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an app shows at `at`: for tests and the demo's printed secret, never sent anywhere. */
export const codeAt = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });

/** A code counts once: one taken for this step or an earlier one is refused, as a replay. */
export const isFreshStep = (step: number, lastStep: number | null): boolean => lastStep === null || step > lastStep;
