export const BILLING_ACCOUNT_PATH = 'gtv/billing-account/accounts/:accountId';
export const BILLING_TAGS = ['billing'] as const;
export const PAYMENT_ACCOUNT_PATH = 'gtv/payment/accounts/:accountId';
export const PAYMENT_METHODS_PATH = `${PAYMENT_ACCOUNT_PATH}/payment-methods`;
export const ADHOC_RECHARGE_PATH = 'gtv/adhoc-recharge/accounts/:accountId';
export const INVOICES_PATH = 'gtv/invoice/accounts/:accountId/invoices';
