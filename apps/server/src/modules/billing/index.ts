// The billing module's public surface: other modules, the demo and the composition root (app.ts, workers.ts)
// import these names from this file only (eslint.config.js, docs/architecture.md).
export { createAdjustment } from './adjustments';
export { AUTO_RECHARGE_JOB, runAutoRecharges } from './auto-recharge';
export { billingAttention } from './billing-attention';
export { billToOf } from './bill-to';
export { registerBillingEndpoints } from './billing-endpoints';
export { AUTOPAY_JOB, ISSUE_INVOICES_JOB, chargeAutopay, issueDueInvoices, monthBefore } from './billing-jobs';
export { issueInvoice } from './invoice-issue';
export { recordEventCharges, recordEventCredit, type EventCharge } from './ledger-writes';
export {
  RECONCILE_PAYMENTS_JOB,
  reconcilePayments,
  settleAfterMs,
  startPaymentReconciliation,
} from './payment-reconciliation';
export { bookPayment } from './payment-settlement';
export { openBillingAccount } from './open-billing-account';
export { BillingModeChanged, confirmPostpaid, lockPrepaidFunds, type PrepaidFunds } from './prepaid-funds';
