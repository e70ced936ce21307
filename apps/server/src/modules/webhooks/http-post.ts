import { request } from 'undici';
import { checkedAddresses, checkedAgent, RefusedAddress, type AddressPolicy } from '../../lib/address-policy';
import { urlFormProblem } from './url-rules';

/** A 2xx within this long is success; anything slower counts as a failed attempt. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** How much of an answer is read (the rest is dropped unread) and how much of it the log keeps. */
const READ_LIMIT = 64 * 1024;
const EXCERPT_LIMIT = 1024;

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  /** The start of the answer's body, or why there was no answer. */
  excerpt: string;
}

export interface WebhookPoster {
  post(url: string, headers: Record<string, string>, body: string): Promise<AttemptResult>;
  close(): Promise<void>;
}

/**
 * Posts webhooks through one connection pool whose every new connection goes to an address checked
 * against the policy at connect time (checkedAgent). Each delivery is also checked before it is sent, so a
 * name that now resolves to a private address is refused even while a pooled connection to its old address
 * is open. Redirects are not followed: a 3xx fails.
 */
export function webhookPoster(policy: AddressPolicy, options: { connections?: number } = {}): WebhookPoster {
  const agent = checkedAgent(policy, { connections: options.connections ?? 64, timeoutMs: ATTEMPT_TIMEOUT_MS });
  return {
    async post(url, headers, body) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      const signal = AbortSignal.timeout(ATTEMPT_TIMEOUT_MS);
      let statusCode: number | null = null;
      try {
        const problem = urlFormProblem(url, policy);
        if (problem) throw new RefusedAddress(problem);
        const target = new URL(url);
        await checkedAddresses(target.hostname, policy);
        const answer = await request(target, {
          method: 'POST',
          dispatcher: agent,
          headers: { ...headers, 'user-agent': 'AdvertiserPortal-Webhooks/1.0' },
          body,
          signal,
          headersTimeout: ATTEMPT_TIMEOUT_MS,
          bodyTimeout: ATTEMPT_TIMEOUT_MS,
        });
        statusCode = answer.statusCode;
        const ok = statusCode >= 200 && statusCode < 300;
        const latencyMs = elapsed();
        const text = await readSome(answer.body);
        const redirect = statusCode >= 300 && statusCode < 400 ? '(redirects are not followed) ' : '';
        return { ok, statusCode, latencyMs, excerpt: (redirect + text).slice(0, EXCERPT_LIMIT) };
      } catch (error) {
        return { ok: false, statusCode, latencyMs: elapsed(), excerpt: failureWords(error, signal) };
      }
    },
    close: () => agent.close(),
  };
}

/** Up to READ_LIMIT bytes of a body; the rest is not read (the stream is destroyed). */
async function readSome(body: AsyncIterable<Buffer> & { destroy(): unknown }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= READ_LIMIT) break;
    }
  } catch {
    // A body cut short still leaves the status; the log shows what arrived.
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, READ_LIMIT).toString('utf8');
}

function failureWords(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return `No answer within ${ATTEMPT_TIMEOUT_MS / 1000} seconds`;
  const cause = (error as { cause?: unknown }).cause;
  const refused = error instanceof RefusedAddress ? error : cause instanceof RefusedAddress ? cause : null;
  if (refused) return `Refused: ${refused.message}`;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return `Could not deliver: ${code ? `${code} ` : ''}${message}`.slice(0, EXCERPT_LIMIT);
}
