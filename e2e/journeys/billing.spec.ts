import type { Page, Request } from '@playwright/test';
import { DEMO_IDS, DEMO_USER } from '../../apps/server/src/test/demo';
import { expectAccessible } from '../support/accessibility';
import { createBridgeLink } from '@portal/shared/contracts/billing/create-bridge-link';
import { callAs, withAccountSelected } from '../support/campaign-api';
import { restoreDemoPassword } from '../support/demo-password';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/portal';

// Journeys share one database with the other files, and the demo's billing data may change: every check
// is made against what the page showed before, never against seeded amounts or methods.
const ACCOUNT = DEMO_IDS.parentAccount;
const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

const region = (page: Page, name: string) => page.getByRole('region', { name });
const methodsList = (page: Page) => page.getByRole('list', { name: 'Saved payment methods' });

/** "-$1,234.56" as cents. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '').replace('−', '-')) * 100);

/** The prepaid balance the Balance card shows, in cents. */
async function shownBalance(page: Page): Promise<number> {
  const amount = region(page, 'Balance').getByText(/^-?\$[\d,]+\.\d{2}$/);
  await expect(amount).toBeVisible();
  return centsOf((await amount.textContent())!);
}

async function openBilling(page: Page) {
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(region(page, 'Balance')).toBeVisible();
  // The methods have loaded when either the list or its empty state shows.
  await expect(methodsList(page).or(page.getByText('No card or bank account is saved yet.'))).toBeVisible();
}

/** Types a card into the provider's frame, as a person would, and saves it. */
async function addCard(page: Page, number: string) {
  await page.getByRole('link', { name: 'Add payment method' }).click();
  await expect(page).toHaveURL('/add-payment-method');
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Card number').pressSequentially(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await frame.getByLabel('Expiry (MM/YY)').pressSequentially('12/34');
  await frame.getByLabel('Security code (CVC)').pressSequentially('123');
  return frame;
}

test.describe('billing as the BILLING contact', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page, signedInAs }) => {
    await signedInAs('billing');
    await withAccountSelected(page, ACCOUNT);
  });

  test('adds a card through the provider’s frame; the number never reaches the portal', async ({
    page,
    pageErrors,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await openBilling(page);
    await expectAccessible(page);
    const cards = methodsList(page).getByRole('listitem').filter({ hasText: 'Visa •••• 4242' });
    const before = await cards.count();

    await addCard(page, GOOD_CARD);
    await expect(page.getByRole('heading', { name: 'Add Payment Method', level: 1 })).toBeVisible();
    await expectAccessible(page);
    // While typed, the number is only in the frame: not in the portal page's markup nor its fields.
    const pageText = await page.evaluate(
      () =>
        document.documentElement.outerHTML +
        [...document.querySelectorAll('input')].map((input) => input.value).join(' '),
    );
    expect(pageText.replace(/\s/g, '')).not.toContain(GOOD_CARD);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/billing');
    await expect(toast(page, 'Visa •••• 4242 was added.')).toBeVisible();
    await expect(cards).toHaveCount(before + 1);
    expect(await page.content()).not.toContain(GOOD_CARD);

    const portal = new URL(page.url()).origin;
    const carrying = (request: Request) => {
      const sent = `${request.url()} ${request.postData() ?? ''} ${Object.values(request.headers()).join(' ')}`;
      return sent.includes(GOOD_CARD) || sent.includes('4242 4242 4242 4242');
    };
    // The recording works: the provider's own origin did receive the number, from its frame.
    expect(requests.some((request) => new URL(request.url()).origin !== portal && carrying(request))).toBe(true);
    const toPortal = requests.filter((request) => new URL(request.url()).origin === portal);
    expect(toPortal.some((request) => request.url().includes('/payment-methods') && request.method() === 'POST')).toBe(
      true,
    );
    expect(toPortal.filter(carrying).map((request) => request.url())).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('tops up $50: a receipt, the balance $50 higher, and a Top-up in the transactions', async ({ page }) => {
    await openBilling(page);
    await expect(region(page, 'Balance').getByText('Prepaid', { exact: true })).toBeVisible();
    const before = await shownBalance(page);

    await region(page, 'Balance').getByRole('button', { name: 'Top up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top up' });
    await expect(dialog.getByRole('combobox', { name: 'Pay with' })).toHaveValue(/\(default\)$/);
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('10');
    await dialog.getByRole('button', { name: 'Top up' }).click();
    await expect(dialog.getByText('A top-up is from $25.00 to $10,000.00')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('textbox', { name: 'Amount' }).fill('50');
    const charging = page.waitForRequest((request) => request.url().includes('/api/gtv/adhoc-recharge/'));
    await dialog.getByRole('button', { name: 'Top up' }).click();
    expect((await charging).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(dialog.getByText('Payment received')).toBeVisible();
    const receipt = dialog.getByLabel('Receipt');
    await expect(receipt).toContainText('Amount$50.00');
    await expect(receipt).toContainText(/Paid withVisa •••• \d{4}/);
    await expect(receipt).toContainText(/Reference[0-9a-f-]{36}/);
    await expect(dialog).toContainText('A receipt was emailed to');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await expect.poll(() => shownBalance(page)).toBe(before + 5_000);
    const transactions = region(page, 'Transactions');
    await expect(transactions.getByRole('row').filter({ hasText: 'Top-up' }).first()).toContainText('−$50.00');
    await expectAccessible(page);
  });

  test('a declined card’s top-up says so, and the balance does not change', async ({ page }) => {
    await openBilling(page);
    await addCard(page, DECLINED_CARD);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Visa •••• 0002 was added.')).toBeVisible();
    const before = await shownBalance(page);

    await region(page, 'Balance').getByRole('button', { name: 'Top up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top up' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('50');
    await dialog.getByRole('combobox', { name: 'Pay with' }).click();
    await page
      .getByRole('option', { name: /^Visa •••• 0002/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Top up' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The payment was declined');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.reload();
    expect(await shownBalance(page)).toBe(before);
  });

  test('autopay goes off and on again, one confirmation each way', async ({ page }) => {
    await openBilling(page);
    const autopay = page.getByRole('switch', { name: /Autopay/ });
    const wasOn = await autopay.isChecked();
    for (const on of [!wasOn, wasOn]) {
      await autopay.click({ force: true });
      const dialog = page.getByRole('dialog', { name: on ? 'Turn autopay on?' : 'Turn autopay off?' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: on ? 'Turn autopay on' : 'Turn autopay off' }).click();
      await expect(toast(page, on ? 'Autopay is on.' : 'Autopay is off.')).toBeVisible();
      await expect(dialog).toBeHidden();
      if (on) await expect(autopay).toBeChecked();
      else await expect(autopay).not.toBeChecked();
    }
    // Saved, not only shown.
    await page.reload();
    if (wasOn) await expect(page.getByRole('switch', { name: /Autopay/ })).toBeChecked();
    else await expect(page.getByRole('switch', { name: /Autopay/ })).not.toBeChecked();
  });

  test('the only method cannot go while autopay charges it, and the page says why', async ({ page }) => {
    await openBilling(page);
    const autopay = page.getByRole('switch', { name: /Autopay/ });
    if (!(await autopay.isChecked())) {
      await autopay.click({ force: true });
      await page.getByRole('button', { name: 'Turn autopay on' }).click();
      await expect(autopay).toBeChecked();
    }
    // Down to one method: the others go through the same Remove, as a person would remove them.
    const items = methodsList(page).getByRole('listitem');
    while ((await items.count()) > 1) {
      const count = await items.count();
      await items
        .last()
        .getByRole('button', { name: /^Remove / })
        .click();
      await page
        .getByRole('dialog', { name: 'Remove payment method?' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await expect(items).toHaveCount(count - 1);
    }
    await items
      .first()
      .getByRole('button', { name: /^Remove / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Remove payment method?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'This is the only payment method and autopay or auto-recharge charges it.',
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(items).toHaveCount(1);
  });
});

test.describe('billing for a VIEWER', () => {
  test('a VIEWER is told billing needs the BILLING role, and nothing is asked of the billing API', async ({
    page,
    signedInAs,
    request,
  }) => {
    // The viewer is the demo's one confirmed VIEWER, and accounts.spec.ts changes their password.
    await restoreDemoPassword(request, DEMO_USER.viewer);
    await signedInAs('viewer');
    const billingCalls: string[] = [];
    page.on('request', (sent) => {
      if (/\/api\/gtv\//.test(sent.url())) billingCalls.push(sent.url());
    });
    for (const path of ['/billing', '/add-payment-method']) {
      await page.goto(path);
      await expect(page.getByText('This needs the BILLING role')).toBeVisible();
      await expect(page.getByText('You are VIEWER on this account.', { exact: false })).toBeVisible();
      await expectAccessible(page);
    }
    expect(billingCalls).toEqual([]);
  });
});

test.describe('invoices of a post-paid account', () => {
  test('the OWNER sees Brightside Plumbing Austin’s invoices, downloads a PDF and pays the open one', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('owner');
    await withAccountSelected(page, DEMO_IDS.childAccount);
    await page.goto('/billing');
    const invoices = region(page, 'Invoices');
    await expect(invoices.getByText(/^INV-\d{4}-\d{2}-\d+$/).first()).toBeVisible();
    await expect(invoices.getByText('Paid').first()).toBeVisible();
    await expectAccessible(page);

    const number = (await invoices
      .getByText(/^INV-\d{4}-\d{2}-\d+$/)
      .first()
      .textContent())!;
    const download = page.waitForEvent('download');
    await invoices.getByRole('button', { name: `Download invoice ${number} as PDF` }).click();
    expect((await download).suggestedFilename()).toBe(`${number}.pdf`);

    // The demo's open invoice (every run starts from a fresh database, so it is there).
    const pay = invoices.getByRole('button', { name: /^Pay invoice / });
    await expect(pay).toHaveCount(1);
    const label = (await pay.first().getAttribute('aria-label'))!;
    await pay.first().click();
    const dialog = page.getByRole('dialog', { name: label });
    await expect(dialog.getByLabel('Amount')).toHaveAttribute('readonly');
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(dialog.getByText('Payment received')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(invoices.getByRole('button', { name: label })).toHaveCount(0);
  });
});

test.describe('paying through a payment link, signed out', () => {
  test('a link tops up the balance once with a card typed into the provider’s frame; used again it says so', async ({
    page,
    request,
  }) => {
    const link = await callAs(request, 'billing', createBridgeLink, {
      params: { accountId: ACCOUNT },
      body: { purpose: 'TOP_UP', amountCents: 4200 },
    });
    await page.goto(`/payment-bridge?token=${encodeURIComponent(link.token)}`);
    await expect(page.getByRole('heading', { name: 'Payment Link', level: 1 })).toBeVisible();
    const payment = page.getByRole('definition');
    await expect(payment.filter({ hasText: 'Brightside Home Services' })).toBeVisible();
    await expect(payment.filter({ hasText: '$42.00' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card number').pressSequentially('4242 4242 4242 4242');
    await frame.getByLabel('Expiry (MM/YY)').pressSequentially('12/34');
    await frame.getByLabel('Security code (CVC)').pressSequentially('123');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay $42.00' }).click();
    await expect(page.getByText('Payment received')).toBeVisible();

    await page.goto(`/payment-bridge?token=${encodeURIComponent(link.token)}`);
    await expect(page.getByText('This payment link was already used', { exact: false })).toBeVisible();
    await page.goto(`/payment-bridge?token=${encodeURIComponent(link.token.slice(0, -2))}`);
    await expect(page.getByText('it may have been changed or cut short', { exact: false })).toBeVisible();
    await expectAccessible(page);
  });
});
