import { asc } from 'drizzle-orm';
import webpush from 'web-push';
import { v7 as timeOrderedId } from 'uuid';
import type { Db } from '../../../db/database';
import { pushVapidKeys } from '../../../db/schema/index';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The installation's VAPID key pair: made on first use and kept in the database (never in the repository), like
 * the signing keys. Two processes making one at once both store theirs; everyone uses the first stored, so a
 * browser's subscription (made for one public key) is always signed for with its private half.
 */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const first = async () =>
    (
      await db
        .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
        .from(pushVapidKeys)
        .orderBy(asc(pushVapidKeys.createdAt), asc(pushVapidKeys.id))
        .limit(1)
    )[0];
  const stored = await first();
  if (stored) return stored;
  const made = webpush.generateVAPIDKeys();
  await db.insert(pushVapidKeys).values({ id: timeOrderedId(), ...made });
  return (await first())!;
}

/** The keys, read (or made) once per process when first asked for; a failed read is tried again the next time. */
export function vapidKeysOnce(db: Db): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () =>
    (keys ??= loadVapidKeys(db).catch((error: unknown) => {
      keys = undefined;
      throw error;
    }));
}
