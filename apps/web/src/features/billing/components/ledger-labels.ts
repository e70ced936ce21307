import type { LedgerKind } from '@portal/shared/billing';

/** Each kind of money movement as the customer reads it. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  CHARGE: 'Charge',
  CREDIT: 'Credit',
  PAYMENT: 'Payment',
  RECHARGE: 'Top-up',
  REFUND: 'Refund',
  ADJUSTMENT: 'Adjustment',
};

export const LEDGER_KIND_COLORS: Record<LedgerKind, string> = {
  CHARGE: 'gray',
  CREDIT: 'teal',
  PAYMENT: 'teal',
  RECHARGE: 'teal',
  REFUND: 'orange',
  ADJUSTMENT: 'violet',
};
