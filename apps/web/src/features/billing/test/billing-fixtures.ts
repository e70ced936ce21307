import type { BillingAccount, Payment, PaymentMethod } from '@portal/shared/billing';
import { ACCOUNT_ID } from '../../../test/listing-budget-factories';

export const VISA_ID = '5b0a7c1e-2f4d-4c8a-9e3b-1d2c3b4a5f60';
export const BANK_ID = '6c1b8d2f-3a5e-4d9b-8f4c-2e3d4c5b6a71';

/** Brightside's prepaid billing: $120 left, autopay on, no auto-recharge, the registered address. */
export const billingFactory = (overrides: Partial<BillingAccount> = {}): BillingAccount => ({
  accountId: ACCOUNT_ID,
  mode: 'PREPAID',
  balanceCents: 12_000,
  amountDueCents: 0,
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
  invoiceId: null,
  failureCode: null,
  failureMessage: null,
  createdAt: '2026-07-15T15:00:00.000Z',
  settledAt: '2026-07-15T15:00:01.000Z',
  balanceCents: 17_000,
  ...overrides,
});
