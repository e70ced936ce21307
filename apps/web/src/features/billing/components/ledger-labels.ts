import type { LedgerKind } from '@portal/shared/billing';

export { LEDGER_KIND_LABELS } from '@portal/shared/billing';

export const LEDGER_KIND_COLORS: Record<LedgerKind, string> = {
  CHARGE: 'gray',
  CREDIT: 'teal',
  PAYMENT: 'teal',
  RECHARGE: 'teal',
  REFUND: 'orange',
  ADJUSTMENT: 'violet',
};
