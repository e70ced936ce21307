import { UNSUBSCRIBE_TOPICS, type UnsubscribeTopic } from '@portal/shared/notifications';
import type { Db } from '../../db/database';
import { signedTokens } from '../../db/signed-tokens';

export interface UnsubscribeTarget {
  recipient: string;
  accountId: string;
  /** An event type, or the summary email. */
  eventType: UnsubscribeTopic;
}

const tokens = (db: Db) => signedTokens(db, 'unsubscribe');

/**
 * Signs one-click unsubscribe links (this person, account and event type); make one per batch of emails,
 * so the server's key is read once for all of them.
 */
export function unsubscribeSigner(db: Db) {
  const signer = tokens(db);
  return (target: UnsubscribeTarget): Promise<string> =>
    signer.sign(
      Buffer.from(JSON.stringify([target.recipient, target.accountId, target.eventType])).toString('base64url'),
    );
}

/** The page a token's email links to (it unsubscribes when opened, signed in or not). */
export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

/** What a token unsubscribes, when this server signed it; null for an altered or made-up one. */
export async function unsubscribeTarget(db: Db, token: string): Promise<UnsubscribeTarget | null> {
  const payload = await tokens(db).verify(token);
  if (!payload) return null;
  try {
    const [recipient, accountId, eventType] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as string[];
    if (!recipient || !accountId || !(UNSUBSCRIBE_TOPICS as readonly string[]).includes(eventType ?? '')) return null;
    return { recipient, accountId, eventType: eventType as UnsubscribeTopic };
  } catch {
    return null;
  }
}
