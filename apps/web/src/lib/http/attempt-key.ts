import { HttpError } from './http-error';

/**
 * The Idempotency-Key of one attempt to move money. An attempt is what the person asked for (the request's
 * body): submitting it again (a double click, "Try again" after a time-out) reuses its key, so the server
 * answers the first charge instead of making a second. Asking for something else (another amount or
 * method) is a new attempt with a new key: the server refuses a key reused with another body.
 *
 * After a final answer (success, or a refusal such as a declined card) the attempt is over; the server
 * would only repeat that answer for its key, so the next submit starts a new attempt. Only an answer that
 * never came (time-out, network failure) or a failure on the server's side (5xx, or 409 while the first
 * request still runs) keeps the key, because the charge may have happened. With a scope (say, the account
 * and what is paid), such an unfinished attempt outlives its dialog: closed and opened again, the same
 * request is still the same attempt.
 */
export class AttemptKey {
  private current: { key: string; body: string } | null;

  constructor(
    private readonly newKey: () => string = randomKey,
    private readonly scope?: string,
  ) {
    this.current = (scope && unfinished.get(scope)) || null;
  }

  /** The key for sending this body: the open attempt's if it asked for the same, else a new attempt's. */
  for(body: unknown): string {
    const asked = JSON.stringify(body);
    if (this.current?.body !== asked) this.current = { key: this.newKey(), body: asked };
    if (this.scope) unfinished.set(this.scope, this.current);
    return this.current.key;
  }

  /** Ends the attempt if this outcome is final (`error` undefined is a success). */
  settle(error?: unknown): void {
    if (error !== undefined && !isFinalAnswer(error)) return;
    this.current = null;
    if (this.scope) unfinished.delete(this.scope);
  }
}

/** Attempts whose answer never came, by scope, for the page's life. */
const unfinished = new Map<string, { key: string; body: string }>();

/** A refusal the server keeps for the key: a 4xx other than "the first request with this key still runs". */
export const isFinalAnswer = (error: unknown) =>
  error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 409;

/**
 * A random UUID. crypto.randomUUID exists only on HTTPS and localhost; getRandomValues everywhere, so a
 * portal served over plain HTTP inside a network still gets unguessable keys.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
