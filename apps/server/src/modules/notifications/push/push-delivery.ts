import { eq } from 'drizzle-orm';
import type { PushPayload } from '@portal/shared/notifications';
import { request, type Dispatcher } from 'undici';
import webpush from 'web-push';
import type { Db } from '../../../db/database';
import { pushSubscriptions } from '../../../db/schema/index';
import type { AddressPolicy } from '../../../lib/address-policy';
import { pushServiceProblem } from './push-devices';
import type { VapidKeys } from './vapid-keys';

export const PUSH_JOB = 'push-notification';

/** One message to one device: a device's failure is retried alone, never sending the others' again. */
export interface PushJob {
  subscriptionId: string;
  payload: PushPayload;
}

export interface PushDeliveryDeps {
  db: Db;
  vapidKeys: () => Promise<VapidKeys>;
  /** Who runs this installation, for push services to contact (VAPID's `sub`): a mailto: URL. */
  subject: string;
  policy: AddressPolicy;
  /** Connections to push services, each opened to an address checked when it is opened (checkedAgent). */
  dispatcher: Dispatcher;
}

/** A push service answers at once; one that does not is tried again later, not waited for. */
export const PUSH_TIMEOUT_MS = 5_000;

/** A lead is worth most in its first minutes; after a day a push about it is noise. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;

/**
 * Sends one push (RFC 8030) encrypted for the device (RFC 8291, aes128gcm) and signed with the installation's VAPID
 * key (RFC 8292). A device turned off meanwhile is skipped; one the push service says has ended (404, 410) is
 * removed; any other failure throws, and the queue tries again.
 */
export async function deliverPush(deps: PushDeliveryDeps, job: PushJob): Promise<void> {
  const [device] = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, job.subscriptionId));
  if (!device) return;
  // Checked again when sending: the name of a push service accepted once may point elsewhere now.
  if (await pushServiceProblem(device.endpoint, deps.policy)) return;
  const keys = await deps.vapidKeys();
  // web-push encrypts and signs; the request goes through the checked connection pool (so DNS cannot point the
  // name elsewhere after the check above), which also reaches a push service on plain http where private
  // networks are allowed (the tests'); web-push's own sender speaks https only.
  const details = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(job.payload),
    {
      vapidDetails: { subject: deps.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TIME_TO_LIVE_SECONDS,
      urgency: 'high',
    },
  );
  const answer = await request(details.endpoint, {
    method: 'POST',
    dispatcher: deps.dispatcher,
    headers: details.headers as Record<string, string>,
    body: details.body ?? null,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    headersTimeout: PUSH_TIMEOUT_MS,
    bodyTimeout: PUSH_TIMEOUT_MS,
  });
  await answer.body.dump();
  if (answer.statusCode === 404 || answer.statusCode === 410) {
    await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    return;
  }
  // Redirects are not followed (a push service does not send one, and one could lead anywhere).
  if (answer.statusCode < 200 || answer.statusCode >= 300)
    throw new Error(`the push service answered ${answer.statusCode}`);
}
