import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addPushDevice } from '@portal/shared/contracts/notifications/add-push-device';
import { getNotificationPreferences } from '@portal/shared/contracts/notifications/get-preferences';
import { getPushKey } from '@portal/shared/contracts/notifications/get-push-key';
import { removePushDevice } from '@portal/shared/contracts/notifications/remove-push-device';
import { callApi } from '../../../lib/http/api';
import { registerServiceWorker } from '../../../lib/offline/service-worker';

/** Why this device cannot take push alerts, or null: the browser has no push, or the person blocked alerts. */
export function pushUnavailable(): string | null {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'This browser cannot show push alerts. On an iPhone, add the portal to the home screen first.';
  if (Notification.permission === 'denied')
    return 'Alerts from this site are blocked in your browser’s settings: allow them there to turn push on.';
  return null;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** base64url (the server's VAPID key) to the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
}

export class PushNotAllowed extends Error {
  override name = 'PushNotAllowed';
}

/** Asks the browser for alerts, subscribes with the installation's key and hands the subscription to the server. */
async function turnOn(): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted')
    throw new PushNotAllowed('Push stays off: the browser was not allowed to show alerts from this site.');
  // The signed-in shell has registered it already, unless it has not yet been idle long enough to.
  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await callApi(getPushKey);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  await callApi(addPushDevice, { body: { endpoint: endpoint!, keys: { p256dh: keys!.p256dh!, auth: keys!.auth! } } });
}

/**
 * Tells the server first (so nothing more is pushed here), then ends the browser's subscription. Also on signing
 * out (session-provider.tsx): a shared browser must not go on showing the person's alerts.
 */
export async function turnOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await callApi(removePushDevice, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

const PUSH_DEVICE_KEY = ['push-device'] as const;

/** Whether this device takes push alerts now, and turning them on or off (each person's devices count on the server). */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: PUSH_DEVICE_KEY,
    queryFn: async () => (pushUnavailable() ? false : (await currentSubscription()) !== null),
  });
  const toggle = useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PUSH_DEVICE_KEY }),
        // The preferences say how many devices the person has (the grid's Push boxes).
        queryClient.invalidateQueries({ queryKey: [getNotificationPreferences.path] }),
      ]),
  });
  return { state, toggle };
}
