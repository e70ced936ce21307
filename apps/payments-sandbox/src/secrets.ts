import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe id body. */
export const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');

/** SHA-256, base64url: how the sandbox keeps fingerprints of numbers and requests. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
