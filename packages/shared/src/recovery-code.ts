/**
 * Recovery codes: single-use stand-ins for the authenticator app's code (a phone lost). No 0/o, 1/l/i, as a
 * code is copied from paper; 10 of these 31 characters are about 50 bits, too many to guess in the five tries
 * the lockout allows.
 */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;

/**
 * A typed code in the one form it is kept in (lower case, no dash or spaces), or null when it cannot be a
 * recovery code (a 6-digit app code, for one).
 */
export function recoveryCodeOf(text: string): string | null {
  const code = text.toLowerCase().replace(/[\s-]/g, '');
  return code.length === RECOVERY_CODE_LENGTH && [...code].every((char) => RECOVERY_CODE_ALPHABET.includes(char))
    ? code
    : null;
}
