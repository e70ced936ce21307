import { and, count, desc, eq, notInArray, or } from 'drizzle-orm';
import { MAX_PUSH_DEVICES_PER_PERSON, type PushSubscriptionInput } from '@portal/shared/notifications';
import { v7 as timeOrderedId } from 'uuid';
import type { Db } from '../../../db/database';
import { pushSubscriptions } from '../../../db/schema/index';
import { addressRefusal, type AddressPolicy } from '../../../lib/address-policy';
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
  if (url.username || url.password) return 'The push service’s address cannot carry a user name or password.';
  const refused = await addressRefusal(url.hostname, policy);
  return refused && `Push messages cannot go to this address: ${refused}.`;
}

/** One address, one way of writing it (HTTPS://, full-width digits and 0x08080808 are the same device). */
const normalEndpoint = (endpoint: string) => new URL(endpoint).href;

/**
 * Keeps a browser's subscription for the person signed in. The same endpoint again (a browser renews its keys)
 * takes the new keys; another person turning push on in the same browser (same auth secret) takes the device
 * over. A different auth secret for someone else's endpoint is refused: without the browser's secret, a caller
 * could only take push away from its owner. Past MAX_PUSH_DEVICES_PER_PERSON the person's oldest device goes.
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
  const endpoint = normalEndpoint(subscription.endpoint);
  const { p256dh, auth } = subscription.keys;
  const kept = await db
    .insert(pushSubscriptions)
    .values({ id: timeOrderedId(), recipient, endpoint, p256dh, auth, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { recipient, p256dh, auth, createdAt: now },
      setWhere: or(eq(pushSubscriptions.recipient, recipient), eq(pushSubscriptions.auth, auth)),
    })
    .returning({ id: pushSubscriptions.id });
  if (kept.length === 0) {
    throw new AppError('CONFLICT', 'Push on this device belongs to someone else: they can turn it off there.');
  }
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.recipient, recipient))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_PUSH_DEVICES_PER_PERSON);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.recipient, recipient), notInArray(pushSubscriptions.id, newest)));
  return pushDeviceCount(db, recipient);
}

/** Turns push off for a device of the person's (another person's device is left alone). */
export async function removePushDevice(db: Db, recipient: string, endpoint: string): Promise<number> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, normalEndpoint(endpoint)), eq(pushSubscriptions.recipient, recipient)));
  return pushDeviceCount(db, recipient);
}
