import type { CDPSession, Page } from '@playwright/test';
import { findChromium } from '../../scripts/find-chromium.mjs';
import { decryptPush, startPushService, type PushDevice } from '../../apps/server/src/test/push-service';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { DESKTOP, PHONE } from '../support/layout';
import { DEMO_USER } from '../../apps/server/src/test/demo';
import { accessToken, toast } from '../support/portal';
import { PARENT_ACCOUNT, ingestEvent, journeyCampaign, selectAccountOnce } from '../support/supply-events';

/**
 * The browser's push service is the one third party here: Chromium's (Google's) cannot be reached from this machine,
 * so PushManager.subscribe answers a subscription on a push service the journey runs (startPushService), made with
 * keys the journey holds. Everything else is real: the switch, the portal keeping the subscription, the lead's push
 * encrypted and signed by the portal and received over HTTP, and the portal's service worker showing it when the
 * push is delivered to it through the DevTools protocol (ServiceWorker.deliverPushMessage).
 */
async function useLocalPushService(page: Page, device: PushDevice) {
  await page.addInitScript((subscription) => {
    const key = 'e2e-push-subscribed';
    const made = {
      endpoint: subscription.endpoint,
      options: { userVisibleOnly: true },
      toJSON: () => subscription,
      unsubscribe: async () => {
        sessionStorage.removeItem(key);
        return true;
      },
    };
    PushManager.prototype.subscribe = async function subscribe() {
      sessionStorage.setItem(key, 'yes');
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (sessionStorage.getItem(key) ? made : null) as PushSubscription | null;
    };
  }, device.subscription);
}

// Chromium's headless shell shows no notifications (it answers "denied" to every site): these journeys take the
// full Chromium, in its new headless mode, in a worker of their own.
const browser = findChromium();
if (!browser) throw new Error('The push journeys need a full Chromium: apt-get install -y chromium, or CHROMIUM_PATH.');
test.use({
  launchOptions: { executablePath: browser, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] },
  serviceWorkers: 'allow',
});

/** The portal's service worker's registration id, as the DevTools protocol names it. */
async function workerRegistration(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((registration) => registration.scopeURL.startsWith(origin));
      if (mine && !mine.isDeleted) resolve(mine.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return found;
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
      title: shown.title,
      body: shown.body,
      link: (shown.data as { link: string }).link,
    })),
  );

for (const [size, viewport, ending] of [
  ['360 px', PHONE, 'signing out'],
  ['1280 px', DESKTOP, 'the switch'],
] as const) {
  test(`at ${size}, push turned on for a device brings a new lead as an alert from the portal's service worker; ${ending} turns it off`, async ({
    page,
    context,
    signedInAs,
    request,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const pushService = await startPushService();
    try {
      const device = pushService.newDevice();
      await context.grantPermissions(['notifications'], { origin: baseURL! });
      await useLocalPushService(page, device);
      await journeyCampaign(request);
      await signedInAs('owner');
      await selectAccountOnce(page);
      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Notifications' });
      const onThisDevice = section.getByRole('switch', { name: 'Push alerts on this device' });
      await expect(onThisDevice).not.toBeChecked();
      // Without a device, the Push column says how to get one.
      await expect(section.getByRole('checkbox', { name: 'New lead: Push' })).toBeDisabled();
      await expect(section.getByText('Push: Turn on push for this device above to get alerts on it.')).toBeVisible();
      await expectAccessible(page);

      await onThisDevice.click();
      await expect(toast(page, 'Push alerts are on for this device.')).toBeVisible();
      await expect(onThisDevice).toBeChecked();
      await expect(section.getByRole('checkbox', { name: 'New lead: Push' })).toBeChecked();
      await expectAccessible(page);

      const name = `Pia Push ${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'x')}`;
      const lead = await ingestEvent(request, { consumer: { name } });
      await expect.poll(() => pushService.to(device).length, { timeout: 15_000 }).toBe(1);
      const payload = decryptPush(device, pushService.to(device)[0]!) as { title: string; link: string };
      expect(payload).toMatchObject({ title: `New lead from ${name}`, link: `/lead/${lead.supplyEventId}` });

      // The push service hands it to the browser: the service worker shows it.
      const cdp = await context.newCDPSession(page);
      const registrationId = await workerRegistration(cdp, baseURL!);
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL!,
        registrationId,
        data: JSON.stringify(payload),
      });
      await expect
        .poll(() => shownNotifications(page))
        .toContainEqual(
          expect.objectContaining({ title: `New lead from ${name}`, link: `/lead/${lead.supplyEventId}` }),
        );

      // A tap on it opens the lead in the portal's tab. No browser lets a test tap an alert, so the journey calls
      // what the service worker's notificationclick runs (openAlert) on the alert it shows.
      const [serviceWorker] = context.serviceWorkers().filter((worker) => worker.url().startsWith(baseURL!));
      await serviceWorker!.evaluate(async () => {
        const scope = self as unknown as {
          registration: ServiceWorkerRegistration;
          openAlert: (alert: Notification) => Promise<unknown>;
        };
        const [alert] = await scope.registration.getNotifications();
        await scope.openAlert(alert!);
      });
      await expect(page).toHaveURL(`/lead/${lead.supplyEventId}`);
      await expect(page.getByRole('heading', { name: `Lead from ${name}`, level: 1 })).toBeVisible();
      expect(await shownNotifications(page)).toEqual([]);

      if (ending === 'the switch') {
        await page.goto('/profile');
        // Off again: the portal forgets the device, and the Push column says why.
        await onThisDevice.click();
        await expect(toast(page, 'Push alerts are off for this device.')).toBeVisible();
        await expect(onThisDevice).not.toBeChecked();
        await expect(section.getByRole('checkbox', { name: 'New lead: Push' })).toBeDisabled();
      } else {
        // Signing out turns push off here too: a shared phone shows the next person nothing of the owner's.
        await page.getByRole('button', { name: /user menu/i }).click();
        await page.getByRole('menuitem', { name: 'Sign Out' }).click();
        await expect(page).toHaveURL(/\/login/);
        expect(await page.evaluate(() => sessionStorage.getItem('e2e-push-subscribed'))).toBeNull();
      }
      const token = await accessToken(request, DEMO_USER.owner);
      const preferences = await request.get(`/api/notification-svc/preferences/accounts/${PARENT_ACCOUNT}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await preferences.json()) as { pushDevices: number }).pushDevices).toBe(0);
    } finally {
      await pushService.close();
    }
  });
}
