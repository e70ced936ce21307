import type { SmsProviderSettings } from '../config/env';
import type { OutgoingMessage } from './message';

export class SmsProviderError extends Error {
  override name = 'SmsProviderError';

  constructor(
    message: string,
    /** The provider's HTTP status, or null when it could not be reached. */
    readonly status: number | null,
    /** The provider's own error code (Twilio's, e.g. 21211 for a number that is not one). */
    readonly code: number | null,
  ) {
    super(message);
  }
}

/**
 * Sends a text through a provider speaking Twilio's Messages API: `POST {url}/2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded To, From and Body, HTTP Basic with the account's SID and auth token. A refusal or a provider out
 * of reach throws, and the job queue tries again later (the message job's retries).
 */
export async function sendSms(
  provider: SmsProviderSettings,
  message: Pick<OutgoingMessage, 'to' | 'text'>,
  timeoutMs = 10_000,
): Promise<{ sid: string }> {
  const response = await fetch(
    `${provider.url}/2010-04-01/Accounts/${encodeURIComponent(provider.accountSid)}/Messages.json`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: message.to, From: provider.from, Body: message.text }),
      signal: AbortSignal.timeout(timeoutMs),
    },
  ).catch((error: unknown) => {
    throw new SmsProviderError(`The SMS provider could not be reached: ${String(error)}`, null, null);
  });
  const body = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
  if (!response.ok || !body.sid)
    throw new SmsProviderError(
      `The SMS provider refused the text (${response.status}${body.code ? `, code ${body.code}` : ''}): ${body.message ?? 'no reason given'}`,
      response.status,
      body.code ?? null,
    );
  return { sid: body.sid };
}
