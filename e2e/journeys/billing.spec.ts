import fs from 'node:fs/promises';
import type { Frame, Page, Request } from '@playwright/test';
import { pdfText } from '../../apps/server/src/test/pdf-text';
import { DEMO_IDS } from '../../apps/server/src/test/demo';
import { expectAccessible } from '../support/accessibility';
import { createBridgeLink } from '@portal/shared/contracts/billing/create-bridge-link';
import { callAs, withAccountSelected } from '../support/campaign-api';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/portal';
import { PHONE, clippedButtons, horizontalOverflow } from '../support/layout';

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
    await expect(page.getByRole('heading', { name: 'Add payment method', level: 1 })).toBeVisible();
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
    // As a bank statement: money in, in its own column without a sign, and the balance the top-up left.
    const topUp = transactions.getByRole('row').filter({ hasText: 'Top-up' }).first();
    const cells = topUp.getByRole('cell');
    await expect(cells.nth(3)).toHaveText('$50.00');
    await expect(cells.nth(4)).toHaveText('');
    expect(centsOf((await cells.nth(5).textContent())!)).toBe(before + 5_000);
    await expectAccessible(page);

    // Its receipt, a PDF beside its line: the provider, the account, what was paid and with what.
    const receiptFile = page.waitForEvent('download');
    await topUp.getByRole('button', { name: /^Download the receipt of Top-up/ }).click();
    const receiptDownload = await receiptFile;
    expect(receiptDownload.suggestedFilename()).toMatch(/^receipt-\d{4}-\d{2}-\d{2}\.pdf$/);
    const receiptText = (await pdfText(await fs.readFile((await receiptDownload.path())!))).text;
    expect(receiptText).toContain('Advertiser Portal Leads & Calls');
    expect(receiptText).toContain('Brightside Home Services');
    expect(receiptText).toMatch(/Top-up\s+\$50\.00/);

    // This month's statement: opening and closing balances, and the top-up in it.
    const statementFile = page.waitForEvent('download');
    await transactions.getByRole('button', { name: /^Download the statement of .* as PDF$/ }).click();
    const statement = await statementFile;
    expect(statement.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.pdf$/);
    const statementText = (await pdfText(await fs.readFile((await statement.path())!))).text;
    expect(statementText).toMatch(/Opening balance: /);
    expect(statementText).toMatch(/Closing balance: /);
    expect(statementText).toMatch(/Top-up · Visa •••• \d{4}\s+\$50\.00/);
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

  test('on a phone, tops up with a new card typed into the dialog, not saved: the receipt names it, the saved methods stay', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openBilling(page);
    const methodsBefore = await methodsList(page).getByRole('listitem').count();
    const before = await shownBalance(page);
    await region(page, 'Balance').getByRole('button', { name: 'Top up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top up' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('30');
    await dialog.getByRole('combobox', { name: 'Pay with' }).click();
    await page.getByRole('option', { name: 'A new card' }).click();
    const frame = dialog.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card number').pressSequentially('5555 5555 5555 4444');
    await frame.getByLabel('Expiry (MM/YY)').pressSequentially('12/34');
    await frame.getByLabel('Security code (CVC)').pressSequentially('123');
    await expect(dialog.getByRole('checkbox', { name: 'Save this card for later payments' })).not.toBeChecked();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Top up' }).click();
    await expect(dialog.getByText('Payment received')).toBeVisible();
    await expect(dialog.getByLabel('Receipt')).toContainText('Paid withMastercard •••• 4444');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => shownBalance(page)).toBe(before + 3_000);
    await expect(methodsList(page).getByRole('listitem')).toHaveCount(methodsBefore);
    await expect(methodsList(page)).not.toContainText('4444');

    // The receipt email names the card and links to its PDF on Billing.
    let link = '';
    await expect
      .poll(async () => {
        const messages = (await (await page.request.get('/dev/outbox/messages')).json()) as {
          subject: string | null;
          text: string;
        }[];
        const receipt = messages.find(
          (message) =>
            message.subject?.startsWith('Receipt: Top-up of $30.00') && message.text.includes('Mastercard •••• 4444'),
        );
        link = /Its receipt as a PDF: (\S+)/.exec(receipt?.text ?? '')?.[1] ?? '';
        return link;
      })
      .toMatch(/\/billing\?receipt=[0-9a-f-]{36}$/);
    await page.goto(link);
    const notice = page.getByRole('alert').filter({ hasText: 'The receipt from your email' });
    await expect(notice).toBeVisible();
    await expectAccessible(page);
    const file = page.waitForEvent('download');
    await notice.getByRole('button', { name: 'Download receipt (PDF)' }).click();
    const text = (await pdfText(await fs.readFile((await (await file).path())!))).text;
    expect(text).toMatch(/Top-up\s+\$30\.00/);
    expect(text).toContain('Mastercard •••• 4444');
    await notice.getByRole('button', { name: 'Close the receipt notice' }).click();
    await expect(page).toHaveURL('/billing');
  });

  test('a new card’s top-up with no answer, closed and opened again, is finished once: the card is charged once', async ({
    page,
  }) => {
    await openBilling(page);
    const before = await shownBalance(page);
    await region(page, 'Balance').getByRole('button', { name: 'Top up' }).click();
    let dialog = page.getByRole('dialog', { name: 'Top up' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('35');
    await dialog.getByRole('combobox', { name: 'Pay with' }).click();
    await page.getByRole('option', { name: 'A new card' }).click();
    // The sandbox's 0119 card is charged but answers after the portal stopped waiting.
    const frame = dialog.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card number').pressSequentially('4000 0000 0000 0119');
    await frame.getByLabel('Expiry (MM/YY)').pressSequentially('12/34');
    await frame.getByLabel('Security code (CVC)').pressSequentially('123');
    await dialog.getByRole('button', { name: 'Top up' }).click();
    await expect(dialog.getByRole('alert')).toContainText('you will not be charged twice');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await region(page, 'Balance').getByRole('button', { name: 'Top up' }).click();
    dialog = page.getByRole('dialog', { name: 'Top up' });
    await expect(dialog.getByRole('note')).toContainText('Your last top-up with a new card got no answer');
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('$35.00');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Top up' }).click();
    await expect(dialog.getByText('Payment received')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await expect.poll(() => shownBalance(page)).toBe(before + 3_500);
  });

  test('the transactions keep their filters in the URL, and a charge opens its lead or call', async ({ page }) => {
    await openBilling(page);
    const transactions = region(page, 'Transactions');
    await transactions.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Charge' });
    await expect(page).toHaveURL('/billing?type=CHARGE');
    const rows = transactions.getByRole('row');
    await expect(rows.nth(1)).toContainText('Charge');

    // A reload, as a shared link would, shows the same filter and rows.
    await page.reload();
    await expect(transactions.getByRole('combobox', { name: 'Type' }).locator('option:checked')).toHaveText('Charge');
    const charge = rows.nth(1).getByRole('link');
    const description = (await charge.textContent())!;
    const [, kind, name] = /^(Lead|Call) from (.+?) · /.exec(description)!;
    await charge.click();
    await expect(page).toHaveURL(new RegExp(`/${kind!.toLowerCase()}/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${kind} from ${name}` })).toBeVisible();
    await expectAccessible(page);

    await page.goBack();
    await expect(page).toHaveURL('/billing?type=CHARGE');
    await expect(transactions.getByRole('combobox', { name: 'Type' }).locator('option:checked')).toHaveText('Charge');
  });

  test('the only method cannot go while auto-recharge charges it, and the page says why', async ({ page }) => {
    await openBilling(page);
    // The demo's prepaid account tops itself up from its card (auto-recharge, in the billing settings).
    await expect(page.getByRole('switch', { name: /Auto-recharge/ })).toBeChecked();
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
  }) => {
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
  test('the OWNER sees Brightside Plumbing Austin’s invoices, downloads a PDF and pays the overdue one', async ({
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
    const invoiceFile = await download;
    expect(invoiceFile.suggestedFilename()).toBe(`${number}.pdf`);
    // The provider and the account billed, with its own billing address, on a numbered page.
    const invoiceText = (await pdfText(await fs.readFile((await invoiceFile.path())!))).text;
    expect(invoiceText).toContain('BILL TO');
    expect(invoiceText).toContain('2100 S Lamar Blvd');
    expect(invoiceText).toMatch(/Page 1 of \d+/);

    // The demo's overdue invoice (every run starts from a fresh database, so it is there), named at the top too.
    const banner = page.getByRole('alert').filter({ hasText: 'An invoice is overdue' });
    await expect(banner).toBeVisible();
    await expect(invoices.getByText('Overdue')).toHaveCount(1);
    // On a phone the banner and the red badge fit too (this journey pays the invoice, so it is looked at here).
    await page.setViewportSize(PHONE);
    await expect(banner).toBeVisible();
    expect(await horizontalOverflow(page), 'sideways overflow on Billing at 360 px').toBe(0);
    expect(await clippedButtons(page), 'cut-off buttons on Billing at 360 px').toEqual([]);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    const pay = invoices.getByRole('button', { name: /^Pay invoice / });
    await expect(pay).toHaveCount(1);
    const label = (await pay.first().getAttribute('aria-label'))!;
    await pay.first().click();
    const dialog = page.getByRole('dialog', { name: label });
    await expect(dialog.getByLabel('Amount')).toHaveAttribute('readonly');
    await expect(dialog.getByRole('note')).toContainText('This invoice is overdue');
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(dialog.getByText('Payment received')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(invoices.getByRole('button', { name: label })).toHaveCount(0);
    await expect(banner).toHaveCount(0);
  });

  // Autopay pays a post-paid account's invoices as they fall due; a prepaid account is not shown it.
  test('autopay goes off and on again, one confirmation each way', async ({ page, signedInAs }) => {
    await signedInAs('owner');
    await withAccountSelected(page, DEMO_IDS.childAccount);
    await page.goto('/billing');
    await expect(region(page, 'Amount due')).toBeVisible();
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
});

test.describe('an invoice line’s leads and calls', () => {
  test('a line of an invoice opens the activity filtered to it, which says so and can show everything again', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('owner');
    await withAccountSelected(page, DEMO_IDS.childAccount);
    await page.goto('/billing');
    const invoices = region(page, 'Invoices');
    // The oldest invoice that billed something: the demo's history starts 90 days back, so the oldest month's
    // invoice may hold only a day with nothing billed ("Nothing was billed this month").
    const billed = invoices
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Details of invoice / }) })
      .filter({ hasNotText: /\$0\.00/ })
      .last();
    const details = billed.getByRole('button', { name: /^Details of invoice / });
    const number = (await details.getAttribute('aria-label'))!.replace('Details of invoice ', '');
    await details.click();
    const dialog = page.getByRole('dialog', { name: `Invoice ${number}` });
    const lines = dialog.getByRole('table', { name: 'Invoice lines' });
    await expect(lines).toBeVisible();
    await expectAccessible(page);

    const line = lines
      .getByRole('row')
      .filter({ has: page.getByRole('link') })
      .first();
    const [description, quantity] = await Promise.all([
      line.getByRole('cell').nth(0).textContent(),
      line.getByRole('cell').nth(1).textContent(),
    ]);
    await line.getByRole('link', { name: `View leads and calls on ${description}` }).click();
    await expect(page).toHaveURL(/^[^?]+\/\?.*invoiceLine=[0-9a-f-]{36}/);
    await expect(dialog).toBeHidden();

    const notice = page.getByRole('status', { name: 'Invoice line filter' });
    await expect(notice).toContainText(`Showing only the leads and calls on invoice ${number}, line ${description}`);
    const activity = page.getByRole('table', { name: 'Leads and calls' });
    // One row per lead or call on the line (a page holds 25; "Load more" brings the rest).
    const shown = Math.min(Number(quantity), 25);
    await expect(activity.getByRole('row')).toHaveCount(shown + 1);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(Number(quantity) > 25 ? 1 : 0);
    // A line is one campaign's calls or form leads: every row is of that type.
    const type = description!.endsWith('— Calls') ? 'Call' : description!.endsWith('— Form leads') ? 'Lead' : null;
    if (type) {
      // Found by its heading: those who work leads get a column of boxes first.
      const typeColumn = (await activity.locator('thead th').allTextContents()).indexOf('Type') + 1;
      expect(typeColumn).toBeGreaterThan(0);
      const types = await activity.locator(`tbody tr td:nth-child(${typeColumn})`).allTextContents();
      expect(new Set(types)).toEqual(new Set([type]));
    }
    await expectAccessible(page);

    // A reload keeps the filter (it is in the URL); taking it off shows the range's leads and calls again.
    await page.reload();
    await expect(notice).toContainText(`invoice ${number}, line ${description}`);
    await notice.getByRole('button', { name: 'Show all leads and calls' }).click();
    await expect(notice).toBeHidden();
    await expect(page).not.toHaveURL(/invoice/);
    await expect(activity.getByRole('row').nth(1)).toBeVisible();
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
    await expect(page.getByRole('heading', { name: 'Payment link', level: 1 })).toBeVisible();
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
    await expect(page.getByText('Payment received')).toBeVisible();
    await expect(page.getByText('This link has been used and cannot pay again', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await page.goto(`/payment-bridge?token=${encodeURIComponent(link.token.slice(0, -2))}`);
    await expect(page.getByText('it may have been changed or cut short', { exact: false })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a payment link whose card the provider does not answer for', () => {
  test('says the payment is being confirmed, then shows it paid once the provider’s record is read', async ({
    page,
    request,
  }) => {
    const link = await callAs(request, 'billing', createBridgeLink, {
      params: { accountId: ACCOUNT },
      body: { purpose: 'TOP_UP', amountCents: 3100 },
    });
    await page.goto(`/payment-bridge?token=${encodeURIComponent(link.token)}`);
    const frame = page.frameLocator('iframe[title="Card details"]');
    // The sandbox's test card that is charged and then never answered for.
    await frame.getByLabel('Card number').pressSequentially('4000 0000 0000 0119');
    await frame.getByLabel('Expiry (MM/YY)').pressSequentially('12/34');
    await frame.getByLabel('Security code (CVC)').pressSequentially('123');
    await page.getByRole('button', { name: 'Pay $31.00' }).click();
    const confirming = page.getByRole('status').filter({ hasText: 'Confirming your payment' });
    await expect(confirming).toBeVisible();
    await expectAccessible(page);
    // The answer is overdue once the provider's time-out has passed: the server's clock moves there, and the
    // page's next look settles the payment from the provider's record.
    await request.post('/dev/clock', { data: { advanceSeconds: 60 } });
    await expect(page.getByText('Payment received')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Visa •••• 0119' })).toBeVisible();
  });
});

test.describe('the card frame on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** How many lines each label of the frame takes, and the top of each input. */
  const frameLayout = (target: Page | Frame) =>
    target.evaluate(() => ({
      labels: [...document.querySelectorAll('label')].map(
        (label) =>
          `${label.textContent}: ${Math.round(label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight))}`,
      ),
      tops: [...document.querySelectorAll('input')].map((input) => Math.round(input.getBoundingClientRect().top)),
    }));

  function expectInLine(layout: Awaited<ReturnType<typeof frameLayout>>, where: string) {
    expect(layout.labels, `labels ${where}`).toEqual(['Card number: 1', 'Expiry (MM/YY): 1', 'Security code (CVC): 1']);
    // Side by side the two inputs line up; when they cannot, CVC goes under Expiry, not beside it lower.
    const [, expiry, cvc] = layout.tops;
    expect(cvc === expiry || cvc! > expiry! + 36, `inputs ${where}: ${layout.tops.join(', ')}`).toBe(true);
  }

  test('Expiry and CVC keep their labels on one line and their inputs in line, however narrow the frame', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('billing');
    await withAccountSelected(page, ACCOUNT);
    await page.goto('/add-payment-method');
    const iframe = page.locator('iframe[title="Card details"]');
    await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Security code (CVC)')).toBeVisible();
    expectInLine(await frameLayout((await (await iframe.elementHandle())!.contentFrame())!), 'on the 390 px page');

    // The frame on its own, narrower, down to where the two labels (in this machine's font; a phone's may
    // be wider) no longer fit side by side.
    const alone = await page.context().newPage();
    await alone.goto((await iframe.getAttribute('src'))!);
    for (const width of [320, 280, 260, 240]) {
      await alone.setViewportSize({ width, height: 400 });
      expectInLine(await frameLayout(alone), `at ${width} px`);
    }
    await alone.close();
  });
});
