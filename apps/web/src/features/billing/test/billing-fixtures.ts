import type {
  BillingAccount,
  Invoice,
  InvoiceDetail,
  LedgerEntry,
  Payment,
  PaymentMethod,
} from '@portal/shared/billing';
import { ACCOUNT_ID } from '../../../test/listing-budget-factories';

export const VISA_ID = '5b0a7c1e-2f4d-4c8a-9e3b-1d2c3b4a5f60';
export const BANK_ID = '6c1b8d2f-3a5e-4d9b-8f4c-2e3d4c5b6a71';

/** Brightside's prepaid billing: $120 left, autopay on, no auto-recharge, the registered address. */
export const billingFactory = (overrides: Partial<BillingAccount> = {}): BillingAccount => ({
  accountId: ACCOUNT_ID,
  mode: 'PREPAID',
  balanceCents: 12_000,
  amountDueCents: 0,
  openInvoicesCents: 0,
  uninvoicedCents: 0,
  overdue: null,
  autopayEnabled: true,
  autoRecharge: null,
  billingSameAsRegistered: true,
  billingAddress: null,
  billingEmail: 'billing@example.test',
  defaultPaymentMethodId: VISA_ID,
  billingStatus: null,
  postPaidStatus: null,
  version: 4,
  ...overrides,
});

export const visa = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: VISA_ID,
  kind: 'CARD',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  isDefault: true,
  createdAt: '2026-07-01T12:00:00.000Z',
  ...overrides,
});

export const bankAccount = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: BANK_ID,
  kind: 'BANK',
  brand: null,
  last4: '6789',
  expMonth: null,
  expYear: null,
  isDefault: false,
  createdAt: '2026-07-02T12:00:00.000Z',
  ...overrides,
});

export const paymentFactory = (overrides: Partial<Payment> = {}): Payment => ({
  id: '7d2c9e3a-4b6f-4e1c-9a5d-3f4e5d6c7b82',
  purpose: 'TOP_UP',
  amountCents: 5_000,
  status: 'SUCCEEDED',
  paymentMethodId: VISA_ID,
  methodLabel: 'Visa •••• 4242',
  invoiceId: null,
  failureCode: null,
  failureMessage: null,
  createdAt: '2026-07-15T15:00:00.000Z',
  settledAt: '2026-07-15T15:00:01.000Z',
  balanceCents: 17_000,
  ...overrides,
});

/** A $25.00 charge for a lead on Brightside's plumbing campaign. */
export const ledgerEntryFactory = (overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
  kind: 'CHARGE',
  amountCents: 2_500,
  balanceAfterCents: 9_500,
  description: 'Lead from Maria Lopez · Plumbing Austin',
  occurredAt: '2026-07-14T15:30:00.000Z',
  campaignId: '00000000-0000-4000-8000-00000000c001',
  supplyEventId: '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c',
  eventType: 'LEAD',
  paymentId: null,
  invoiceNumber: null,
  ...overrides,
});

export const INVOICE_ID = '0190f3a2-7b1c-7d2e-8f3a-4b5c6d7e8f90';
export const CALLS_LINE_ID = '0190f3a2-7b1c-7d2e-8f3a-4b5c6d7e8f91';
export const ADJUSTMENT_LINE_ID = '0190f3a2-7b1c-7d2e-8f3a-4b5c6d7e8f92';

/** June's invoice, open: $95.00 of calls less a $10.00 adjustment. */
export const invoiceFactory = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: INVOICE_ID,
  number: 'INV-2026-06-0001',
  periodStart: '2026-06-01',
  periodEnd: '2026-06-30',
  issuedAt: '2026-07-01T06:00:00.000Z',
  dueDate: '2026-07-16',
  status: 'OPEN',
  chargesCents: 9_500,
  creditsCents: 1_000,
  totalCents: 8_500,
  paidCents: 0,
  amountDueCents: 8_500,
  paidAt: null,
  ...overrides,
});

export const invoiceDetailFactory = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  ...invoiceFactory(),
  accountName: 'Brightside Home Services',
  lines: [
    {
      id: CALLS_LINE_ID,
      kind: 'CALLS',
      campaignId: '00000000-0000-4000-8000-00000000c001',
      description: 'Plumbing Austin — Calls',
      quantity: 2,
      amountCents: 9_500,
    },
    {
      id: ADJUSTMENT_LINE_ID,
      kind: 'ADJUSTMENT',
      campaignId: null,
      description: 'Goodwill credit',
      quantity: 1,
      amountCents: -1_000,
    },
  ],
  payments: [],
  ...overrides,
});
