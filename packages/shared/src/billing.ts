// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';
import { postalAddressSchema } from './address';
import { calendarDay } from './calendar-day';
import { recordVersion } from './integers';
import { pageLimit } from './accounts';
import { cents, dollars } from './money';
import { TEXT_LIMITS, plainText } from './text';

export const BILLING_MODES = ['PREPAID', 'POSTPAID'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/**
 * Money movements: CHARGE (a billed lead or call) adds to what the account owes; CREDIT (an approved
 * dispute), PAYMENT (an invoice or balance paid) and RECHARGE (a top-up) take from it; REFUND (money sent
 * back to the customer) adds to it; ADJUSTMENT (staff) goes either way.
 */
export const LEDGER_KINDS = ['CHARGE', 'CREDIT', 'PAYMENT', 'RECHARGE', 'REFUND', 'ADJUSTMENT'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Each kind of money movement as the customer reads it (the screen and the CSV export). */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  CHARGE: 'Charge',
  CREDIT: 'Credit',
  PAYMENT: 'Payment',
  RECHARGE: 'Top-up',
  REFUND: 'Refund',
  ADJUSTMENT: 'Adjustment',
};

export const PAYMENT_PURPOSES = ['TOP_UP', 'AUTO_RECHARGE', 'INVOICE', 'BALANCE', 'AUTOPAY'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
/** What each payment was for, as the ledger, the receipt and its email name it. */
export const PAYMENT_PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  TOP_UP: 'Top-up',
  AUTO_RECHARGE: 'Automatic top-up',
  INVOICE: 'Invoice payment',
  BALANCE: 'Balance payment',
  AUTOPAY: 'Autopay payment',
};
export const PAYMENT_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** An automatic top-up after the balance crossed its threshold: worked until DONE, SKIPPED or FAILED. */
export const AUTO_RECHARGE_STATUSES = ['PENDING', 'DONE', 'SKIPPED', 'FAILED'] as const;
export type AutoRechargeStatus = (typeof AUTO_RECHARGE_STATUSES)[number];

/** Limits on amounts people choose (422 with these words when passed). */
export const BILLING_LIMITS = {
  minTopUpCents: 2_500,
  maxTopUpCents: 1_000_000,
  minRechargeThresholdCents: 0,
  maxRechargeThresholdCents: 1_000_000,
} as const;

export function topUpProblem(amountCents: number): string | null {
  if (amountCents < BILLING_LIMITS.minTopUpCents || amountCents > BILLING_LIMITS.maxTopUpCents) {
    return `A top-up is from ${dollars(BILLING_LIMITS.minTopUpCents)} to ${dollars(BILLING_LIMITS.maxTopUpCents)}`;
  }
  return null;
}

export function autoRechargeProblem(setting: { thresholdCents: number; amountCents: number }): string | null {
  if (setting.thresholdCents < BILLING_LIMITS.minRechargeThresholdCents) return 'The threshold cannot be below zero';
  if (setting.thresholdCents > BILLING_LIMITS.maxRechargeThresholdCents) {
    return `The threshold cannot be above ${dollars(BILLING_LIMITS.maxRechargeThresholdCents)}`;
  }
  return topUpProblem(setting.amountCents)?.replace('A top-up', 'An automatic top-up') ?? null;
}

export const billingAddressSchema = postalAddressSchema;
export type BillingAddress = z.output<typeof billingAddressSchema>;

const autoRechargeSchema = z.strictObject({ thresholdCents: cents(), amountCents: cents() });

export const billingAccountSchema = z.object({
  accountId: z.string(),
  mode: z.enum(BILLING_MODES),
  balanceCents: z
    .number()
    .check(z.describe('Prepaid funds left: payments and credits less charges (negative when the account owes)')),
  amountDueCents: z.number().check(z.describe('What the account owes now (0 when it is in credit)')),
  openInvoicesCents: z
    .number()
    .check(z.describe('Of the amount due, what open invoices ask for (overdue ones included)')),
  uninvoicedCents: z
    .number()
    .check(
      z.describe(
        'The rest of the amount due: charges since the last invoice, less credits and payments not on an invoice (negative when those exceed them)',
      ),
    ),
  overdue: z.nullable(
    z.object({ count: z.number(), amountDueCents: z.number() }).check(z.describe('Open invoices past their due day')),
  ),
  autopayEnabled: z.boolean(),
  autoRecharge: z.nullable(z.object({ thresholdCents: z.number(), amountCents: z.number() })),
  billingSameAsRegistered: z.boolean(),
  billingAddress: z.nullable(
    z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  ),
  billingEmail: z.nullable(z.string()),
  defaultPaymentMethodId: z.nullable(z.string()),
  billingStatus: z.nullable(z.string()),
  postPaidStatus: z.nullable(z.string()),
  version: z.number(),
});
export type BillingAccount = z.infer<typeof billingAccountSchema>;

/** The billing settings as a whole (PUT): send the version you read (409 when someone changed them since). */
export const billingAccountUpdateSchema = z
  .strictObject({
    version: recordVersion(),
    mode: z.enum(BILLING_MODES, { error: `Choose a mode: ${BILLING_MODES.join(' or ')}` }),
    autopayEnabled: z.boolean(),
    autoRecharge: z.nullable(autoRechargeSchema),
    billingSameAsRegistered: z.boolean(),
    billingAddress: z.nullable(billingAddressSchema),
    billingEmail: z.nullable(z.email({ error: 'Enter a valid email address' }).check(z.maxLength(TEXT_LIMITS.email))),
  })
  .check(
    z.superRefine((update, ctx) => {
      if (!update.billingSameAsRegistered && !update.billingAddress) {
        ctx.issues.push({
          code: 'custom',
          message: 'Enter the billing address, or use the registered one',
          input: update,
          path: ['billingAddress'],
        });
      }
    }),
  );
export type BillingAccountUpdate = z.input<typeof billingAccountUpdateSchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amountCents: z.number().check(z.describe('Positive adds to what the account owes, negative takes from it')),
  balanceAfterCents: z
    .number()
    .check(
      z.describe(
        'The account’s balance just after this entry, whatever the filters (prepaid funds left; negative when the account owes)',
      ),
    ),
  description: z.string(),
  occurredAt: z.string(),
  campaignId: z.nullable(z.string()),
  supplyEventId: z.nullable(z.string()),
  /** Whether the entry's event is a lead or a call (null without an event): its page differs. */
  eventType: z.nullable(z.enum(['LEAD', 'CALL'])),
  paymentId: z.nullable(z.string()),
  /** The invoice a payment paid, by number (null otherwise). */
  invoiceNumber: z.nullable(z.string()),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerPageSchema = z.object({ items: z.array(ledgerEntrySchema), nextCursor: z.nullable(z.string()) });

export const ledgerFilterSchema = z.object({
  kind: z.optional(z.enum(LEDGER_KINDS)),
  from: z.optional(calendarDay()),
  to: z.optional(calendarDay()),
});

export const ledgerQuerySchema = z.object({
  ...ledgerFilterSchema.shape,
  cursor: z.optional(plainText(TEXT_LIMITS.search)),
  limit: pageLimit(100, 25),
});

export const paymentMethodSchema = z.object({
  id: z.string(),
  kind: z.enum(['CARD', 'BANK']),
  brand: z.nullable(z.string()),
  last4: z.string(),
  expMonth: z.nullable(z.number()),
  expYear: z.nullable(z.number()),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodListSchema = z.object({ items: z.array(paymentMethodSchema) });

/** A card or bank account the provider's frame tokenised: the token only, never a number. */
export const paymentMethodCreateSchema = z.strictObject({
  token: plainText(TEXT_LIMITS.identifier).check(z.minLength(1, 'is required: the token from the card form')),
  makeDefault: z.optional(z.boolean()),
});

export const paymentMethodParamsSchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  paymentMethodId: plainText(TEXT_LIMITS.identifier),
});

export const paymentSchema = z.object({
  id: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  amountCents: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  paymentMethodId: z.nullable(z.string()),
  /** What was charged, as people name it ("Visa •••• 4242"): a card used once is no saved method. */
  methodLabel: z.nullable(z.string()),
  invoiceId: z.nullable(z.string()),
  failureCode: z.nullable(z.string()),
  failureMessage: z.nullable(z.string()),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
  /** The prepaid funds left after it (negative: what the account still owes). */
  balanceCents: z.number(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A card typed into the provider's frame for this payment: its token, and whether to keep it as a method. */
export const newCardSchema = z.strictObject({
  token: plainText(TEXT_LIMITS.identifier).check(z.minLength(1, 'is required: the token from the card form')),
  save: z.boolean({ error: 'must say whether to save the card (true or false)' }),
});

/** Top up a prepaid balance now, with a saved method or a new card (one of them). */
export const topUpSchema = z
  .strictObject({
    amountCents: cents(),
    paymentMethodId: z.optional(z.uuid({ error: 'Choose a payment method' })),
    card: z.optional(newCardSchema),
  })
  .check(
    z.superRefine((topUp, ctx) => {
      if ((topUp.paymentMethodId === undefined) === (topUp.card === undefined))
        ctx.issues.push({
          code: 'custom',
          message: 'Choose a saved payment method or enter a new card: one of them',
          input: topUp,
          path: ['paymentMethodId'],
        });
    }),
  );
export type TopUp = z.input<typeof topUpSchema>;

/** Pay what the account owes (its balance due) or part of it, or an invoice's amount due. */
export const paymentCreateSchema = z.strictObject({
  amountCents: cents(),
  paymentMethodId: z.uuid({ error: 'Choose a payment method' }),
  invoiceId: z.optional(z.uuid({ error: 'must be an invoice id' })),
});
export type PaymentCreate = z.input<typeof paymentCreateSchema>;

const BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** "Visa •••• 4242" or "Bank account •••• 6789": how a saved method is named to people. */
export const methodLabel = (method: { kind?: 'CARD' | 'BANK'; brand: string | null; last4: string }) =>
  `${method.kind === 'BANK' || !method.brand ? 'Bank account' : (BRAND_LABELS[method.brand] ?? 'Card')} •••• ${method.last4}`;

/** Where the web loads the provider's card form from (its CSP allows exactly that origin). */
export const paymentsConfigSchema = z.object({ tokenizerScriptUrl: z.string(), providerOrigin: z.string() });

/** What an invoice row keeps: OPEN until paid in full (PAID) or cancelled by staff (VOID). */
export const STORED_INVOICE_STATUSES = ['OPEN', 'PAID', 'VOID'] as const;
export type StoredInvoiceStatus = (typeof STORED_INVOICE_STATUSES)[number];
/**
 * What people and the API see: an OPEN invoice past its due day (in the account's time zone) is OVERDUE, worked
 * out at each read from the due day, so it is never stale and no job has to flip it.
 */
export const INVOICE_STATUSES = ['OPEN', 'OVERDUE', 'PAID', 'VOID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  OPEN: 'Open',
  OVERDUE: 'Overdue',
  PAID: 'Paid',
  VOID: 'Void',
};
/** Whether an invoice can still be paid: open, overdue or not. */
export const isPayableInvoice = (invoice: { status: InvoiceStatus }) =>
  invoice.status === 'OPEN' || invoice.status === 'OVERDUE';
/** Days from the invoice to its due date. */
export const INVOICE_DUE_DAYS = 15;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedAt: z.string(),
  dueDate: z.string(),
  status: z.enum(INVOICE_STATUSES),
  chargesCents: z.number(),
  creditsCents: z
    .number()
    .check(z.describe('Dispute credits and adjustments in the account’s favour (a positive amount)')),
  totalCents: z.number(),
  paidCents: z.number(),
  amountDueCents: z.number(),
  paidAt: z.nullable(z.string()),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceLineSchema = z.object({
  id: z.string(),
  kind: z.enum(['LEADS', 'CALLS', 'CREDITS', 'ADJUSTMENT']),
  campaignId: z.nullable(z.string()),
  description: z.string(),
  quantity: z.number(),
  amountCents: z.number(),
});

export const invoiceDetailSchema = z.object({
  ...invoiceSchema.shape,
  accountName: z.string(),
  lines: z.array(invoiceLineSchema),
  payments: z.array(
    z.object({ id: z.string(), amountCents: z.number(), settledAt: z.nullable(z.string()), method: z.string() }),
  ),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoicePageSchema = z.object({ items: z.array(invoiceSchema), nextCursor: z.nullable(z.string()) });

export const invoiceListQuerySchema = z.object({
  cursor: z.optional(plainText(TEXT_LIMITS.search)),
  limit: pageLimit(100, 25),
});

export const paymentParamsSchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  paymentId: plainText(TEXT_LIMITS.identifier),
});

export const invoiceParamsSchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  invoiceId: plainText(TEXT_LIMITS.identifier),
});

/** Days a payment link works. */
export const BRIDGE_LINK_DAYS = 7;

export const bridgeLinkCreateSchema = z
  .strictObject({
    purpose: z.enum(['INVOICE', 'TOP_UP']),
    invoiceId: z.optional(z.uuid({ error: 'must be an invoice id' })),
    amountCents: z.optional(cents()),
  })
  .check(
    z.superRefine((link, ctx) => {
      if (link.purpose === 'INVOICE' && !link.invoiceId) {
        ctx.issues.push({ code: 'custom', message: 'is required to pay an invoice', input: link, path: ['invoiceId'] });
      }
      if (link.purpose === 'TOP_UP' && link.amountCents === undefined) {
        ctx.issues.push({ code: 'custom', message: 'is required for a top-up', input: link, path: ['amountCents'] });
      }
    }),
  );
export type BridgeLinkCreate = z.input<typeof bridgeLinkCreateSchema>;

export const bridgeLinkSchema = z.object({ url: z.string(), token: z.string(), expiresAt: z.string() });

export const bridgeReceiptSchema = z.object({
  accountName: z.string(),
  amountCents: z.number(),
  paymentId: z.string(),
  method: z.string(),
  paidAt: z.string(),
});

/**
 * Where a payment link stands: OPEN to pay (lastFailure says why an earlier try did not go through),
 * PROCESSING while the provider has not answered a payment made through it (the page asks again until it
 * ends), PAID with its receipt.
 */
export const BRIDGE_STATUSES = ['OPEN', 'PROCESSING', 'PAID'] as const;

/** What the signed-out payment page shows, before and after paying. */
export const bridgeViewSchema = z.object({
  accountName: z.string(),
  purpose: z.enum(['INVOICE', 'TOP_UP']),
  amountCents: z.number(),
  invoiceNumber: z.nullable(z.string()),
  expiresAt: z.string(),
  status: z.enum(BRIDGE_STATUSES),
  lastFailure: z.nullable(z.string()),
  receipt: z.nullable(bridgeReceiptSchema),
});
export type BridgeView = z.infer<typeof bridgeViewSchema>;

export const bridgePaySchema = z.strictObject({
  token: plainText(TEXT_LIMITS.identifier).check(z.minLength(1, 'is required: the token from the card form')),
});

export const bridgeParamsSchema = z.object({ linkToken: plainText(1000) });

/** A calendar month as a statement names it: yyyy-mm. */
export const STATEMENT_MONTH = /^[1-9]\d{3}-(0[1-9]|1[0-2])$/;

export const statementParamsSchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  month: z.string().check(z.regex(STATEMENT_MONTH, 'must be a month as yyyy-mm, e.g. 2026-10')),
});
