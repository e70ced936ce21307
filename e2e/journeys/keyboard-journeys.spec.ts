import type { Locator, Page } from '@playwright/test';
import { DEMO_IDS } from '../../apps/server/src/test/demo';
import { withAccountSelected } from '../support/campaign-api';
import { expect, test } from '../support/fixtures';
import { expectFocusOn, expectFocusVisible, tabTo } from '../support/keyboard';
import { latestCode, toast } from '../support/portal';
import { startWebhookReceiver } from '../support/webhook-receiver';

// Every journey here uses the keyboard alone: no click, no fill. Pages are opened by address, as a person
// would type it; from there on only Tab, Shift+Tab, Enter, Space, arrows, Escape and typed text.

const ACCOUNT = DEMO_IDS.parentAccount;

/** Tabs to a control and presses a key on it (Enter for buttons and links, Space for checkboxes). */
async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await expectFocusVisible(page, `Tab to ${String(target)}`);
  await page.keyboard.press(key);
}

/**
 * Tabs to a text field and types into it, over what it held (selected with Ctrl+A first), a key at a time as
 * a person does: a money field formats itself after each key ("$4" becomes "$4.00"), and keys sent with no
 * pause on a busy machine overtook it ("42.50" landed as $4,250.00).
 */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await expectFocusVisible(page, `Tab to ${String(target)}`);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text, { delay: 30 });
}

/** Opens a select's list with the arrow keys and takes `option` with Enter. */
async function choose(page: Page, select: Locator, option: string) {
  await tabTo(page, select);
  const wanted = page.getByRole('option', { name: option, exact: true });
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await wanted.getAttribute('data-combobox-selected').catch(() => null)) !== null) break;
  }
  await page.keyboard.press('Enter');
  await expect(select).toHaveValue(option);
}

/** After a route change, focus is somewhere a person sees, not lost on <body>. */
async function expectFocusAfterNavigation(page: Page, heading: Locator, where: string) {
  await expect(heading).toBeVisible();
  await expectFocusVisible(page, where);
}

test('passcode sign-in with the keyboard alone', async ({ page, request }) => {
  await page.goto('/otp');
  await expect(page.getByRole('heading', { name: 'Login with a passcode', level: 1 })).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'Email', exact: true }), 'owner@demo.test');
  const email = page.getByRole('radio', { name: 'Email', exact: true });
  await tabTo(page, email);
  await expectFocusVisible(page, 'Tab to the channel');
  await page.keyboard.press('Space');
  await expect(email).toBeChecked();

  const sentAt = new Date();
  await press(page, page.getByRole('button', { name: 'Get Code' }));
  await expect(page.getByRole('heading', { name: 'Enter Passcode', level: 1 })).toBeVisible();
  // The step's one field takes focus: the code can be typed straight away.
  const passcode = page.getByRole('textbox', { name: 'Passcode', exact: true });
  await expectFocusOn(page, passcode, 'Get Code');
  await page.keyboard.type(await latestCode(request, 'owner@demo.test', sentAt));
  await press(page, page.getByRole('button', { name: 'Verify' }));

  await expect(page).toHaveURL(/\/account-select$/);
  await expectFocusAfterNavigation(page, page.getByRole('heading', { level: 1 }), 'signing in');
});

test('adding a campaign with the keyboard alone', async ({ page, signedInAs }) => {
  // Five wizard steps walked with Tab: over the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signedInAs('owner');
  await withAccountSelected(page, ACCOUNT);
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();

  const opener = page.getByRole('button', { name: 'New campaign' }).first();
  await press(page, opener);
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await expect(dialog).toContainText('Step 1 of 5: Basics');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await expectFocusVisible(page, 'the wizard opening');

  // Escape closes it, and focus goes back to the button that opened it; Enter opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, opener, 'closing the wizard with Escape');
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('Step 1 of 5: Basics');

  const name = `E2E campaign keyboard ${Date.now().toString(36)}`;
  await typeInto(page, dialog.getByRole('textbox', { name: 'Campaign name' }), name);
  await choose(page, dialog.getByRole('combobox', { name: 'Service category' }), 'Plumbing');
  await press(page, dialog.getByRole('button', { name: 'Next' }));

  await expect(dialog).toContainText('Step 2 of 5: Geography');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  const zips = dialog.getByRole('textbox', { name: 'ZIP codes' });
  await typeInto(page, zips, '78701 78702');
  await page.keyboard.press('Enter');
  await press(page, dialog.getByRole('button', { name: 'Next' }));

  await expect(dialog).toContainText('Step 3 of 5: Schedule');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await press(page, dialog.getByRole('button', { name: 'Add hours on Saturday' }));
  await press(page, dialog.getByRole('button', { name: 'Next' }));

  await expect(dialog).toContainText('Step 4 of 5: Prices');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await typeInto(page, dialog.getByRole('textbox', { name: 'Price per call' }), '42.50');
  await typeInto(page, dialog.getByRole('textbox', { name: 'Cap per period' }), '750');
  await press(page, dialog.getByRole('button', { name: 'Next' }));

  await expect(dialog).toContainText('Step 5 of 5: Listing');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await typeInto(page, dialog.getByRole('textbox', { name: 'Street' }), '100 Congress Ave');
  await typeInto(page, dialog.getByRole('textbox', { name: 'ZIP code', exact: true }), '78701');
  await press(page, dialog.getByRole('button', { name: /Use the campaign’s 2 ZIP codes/ }));
  await press(page, dialog.getByRole('button', { name: 'Create campaign' }));

  // The wizard closes onto the new campaign's screen; its opener is gone, so focus goes to the screen.
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
  await expect(dialog).toBeHidden();
  const heading = page.getByRole('heading', { name, level: 1 });
  await expectFocusAfterNavigation(page, heading, 'creating the campaign');
  await expect(heading).toBeFocused();
  await expect(toast(page, `${name} was created.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Budget' })).toContainText('$750.00 monthly');
});

test('a top-up with the keyboard alone, after adding a card in the provider’s frame', async ({ page, signedInAs }) => {
  test.setTimeout(60_000);
  await signedInAs('billing');
  await withAccountSelected(page, ACCOUNT);
  await page.goto('/billing');
  const billingHeading = page.getByRole('heading', { name: 'Billing', level: 1 });
  await expect(billingHeading).toBeVisible();

  // A card first: the link leads to its own screen, and focus moves with it.
  await press(page, page.getByRole('link', { name: 'Add payment method' }));
  await expect(page).toHaveURL('/add-payment-method');
  await expectFocusAfterNavigation(
    page,
    page.getByRole('heading', { name: 'Add payment method', level: 1 }),
    'opening Add payment method',
  );
  const frame = page.frameLocator('iframe[title="Card details"]');
  await typeInto(page, frame.getByLabel('Card number'), '4242 4242 4242 4242');
  await expect(frame.getByLabel('Card number')).toBeFocused();
  await typeInto(page, frame.getByLabel('Expiry (MM/YY)'), '12/34');
  await typeInto(page, frame.getByLabel('Security code (CVC)'), '123');
  // Out of the frame again with Tab, to the portal's own Save button.
  await press(page, page.getByRole('button', { name: 'Save' }));
  await expect(page).toHaveURL('/billing');
  await expect(toast(page, 'Visa •••• 4242 was added.')).toBeVisible();
  await expectFocusAfterNavigation(page, billingHeading, 'saving the card');

  const opener = page.getByRole('region', { name: 'Balance' }).getByRole('button', { name: 'Top up' });
  await press(page, opener);
  const dialog = page.getByRole('dialog', { name: 'Top up' });
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await expectFocusVisible(page, 'the Top up dialog opening');
  await typeInto(page, dialog.getByRole('textbox', { name: 'Amount' }), '50');
  await press(page, dialog.getByRole('button', { name: 'Top up' }));
  await expect(dialog.getByText('Payment received')).toBeVisible();
  await expect(dialog.getByLabel('Receipt')).toContainText('Amount$50.00');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await press(page, dialog.getByRole('button', { name: 'Done' }));
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, opener, 'closing the receipt');
});

test('setting up a webhook endpoint with the keyboard alone', async ({ page, signedInAs }) => {
  test.setTimeout(60_000);
  const receiver = await startWebhookReceiver();
  try {
    await signedInAs('manager');
    await withAccountSelected(page, ACCOUNT);
    await page.goto('/account');
    const section = page.getByRole('heading', { name: 'Webhooks', level: 2 }).locator('xpath=../..');
    const opener = section.getByRole('button', { name: 'Add endpoint' });
    await expect(opener).toBeVisible();

    await press(page, opener);
    const form = page.getByRole('dialog', { name: 'Add endpoint' });
    await expect(form.getByLabel('URL')).toBeVisible();
    await expect(form.locator(':focus')).toHaveCount(1);
    await expectFocusVisible(page, 'the Add endpoint dialog opening');
    await typeInto(page, form.getByLabel('URL'), receiver.url);
    await typeInto(page, form.getByLabel('Description'), 'Keyboard CRM');
    const calls = form.getByRole('checkbox', { name: 'call.created' });
    await press(page, calls, 'Space');
    await expect(calls).not.toBeChecked();
    await press(page, form.getByRole('button', { name: 'Add endpoint' }));

    const secretDialog = page.getByRole('dialog', { name: 'Your signing secret' });
    await expect(secretDialog.getByText('You will not see this signing secret again.')).toBeVisible();
    await expect(secretDialog.locator(':focus')).toHaveCount(1);
    await expectFocusVisible(page, 'the secret dialog opening');
    await press(page, secretDialog.getByRole('button', { name: 'I have saved it' }));
    await expect(secretDialog).toBeHidden();
    await expect(section.getByText(receiver.url)).toBeVisible();
    await expectFocusOn(page, opener, 'closing the secret dialog');

    // Tidy up, by keyboard too: the confirmation opens from the endpoint's Delete button.
    const item = section.getByText(receiver.url).locator('xpath=ancestor::div[contains(@class, "Paper")][1]');
    await press(page, item.getByRole('button', { name: 'Delete' }));
    const confirm = page.getByRole('dialog', { name: 'Delete this endpoint?' });
    await expect(confirm.locator(':focus')).toHaveCount(1);
    await press(page, confirm.getByRole('button', { name: 'Delete endpoint' }));
    await expect(section.getByText(receiver.url)).toHaveCount(0);
    // The Delete button went with its endpoint: focus is not left on <body>.
    await expectFocusVisible(page, 'deleting the endpoint');
  } finally {
    await receiver.close();
  }
});
