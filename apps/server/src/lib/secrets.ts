import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random token for sessions, refresh tokens and tickets: 256 bits, URL-safe. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A random numeric code of `digits` digits, leading zeros kept. */
export const randomDigits = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** SHA-256 of a high-entropy secret; what the database keeps instead of the secret. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
