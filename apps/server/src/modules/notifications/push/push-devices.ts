import { and, count, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@portal/shared/notifications';
import { v7 as timeOrderedId } from 'uuid';
import type { Db } from '../../../db/database';
import { pushSubscriptions } from '../../../db/schema/index';
import { checkedAddresses, RefusedAddress, type AddressPolicy } from '../../../lib/address-policy';
import { AppError } from '../../../lib/app-error';

/** How many devices a person turned push on for. */
export async function pushDeviceCount(db: Db, recipient: string): Promise<number> {
  const [row] = await db
    .select({ devices: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.recipient, recipient));
  return row?.devices ?? 0;
}

/**
 * Where a push service may be: https at a public address, unless private networks are allowed (tests, development).
 * The same rules as a webhook's URL: the portal sends to this address, and a subscription is the person's word.
 */
export async function pushServiceProblem(endpoint: string, policy: AddressPolicy): Promise<string | null> {
  const url = new URL(endpoint);
  if (!policy.allowPrivateNetworks && url.protocol !== 'https:') return 'The push service’s address must be https.';
  try {
    await checkedAddresses(url.hostname, policy);
    return null;
  } catch (error) {
    if (error instanceof RefusedAddress) return `Push messages cannot go to this address: ${error.message}.`;
    throw error;
  }
}

/**
 * Keeps a browser's subscription for the person signed in. The same endpoint again (a browser renews its keys, or
 * another person signs in on that device) takes the new keys and owner: a device pushes to whoever turned it on last.
 */
export async function addPushDevice(
  db: Db,
  recipient: string,
  subscription: PushSubscriptionInput,
  policy: AddressPolicy,
  now: Date,
): Promise<number> {
  const problem = await pushServiceProblem(subscription.endpoint, policy);
  if (problem) throw new AppError('BUSINESS_RULE', problem, [{ path: 'body.endpoint', message: problem }]);
  await db
    .insert(pushSubscriptions)
    .values({
      id: timeOrderedId(),
      recipient,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { recipient, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, createdAt: now },
    });
  return pushDeviceCount(db, recipient);
}

/** Turns push off for a device of the person's (another person's device is left alone). */
export async function removePushDevice(db: Db, recipient: string, endpoint: string): Promise<number> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.recipient, recipient)));
  return pushDeviceCount(db, recipient);
}
