import type { QueryClient } from '@tanstack/react-query';
import { getAccount } from '@portal/shared/contracts/accounts/get-account';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { listInvoices } from '@portal/shared/contracts/billing/list-invoices';
import { listLedger } from '@portal/shared/contracts/billing/list-ledger';
import { listPaymentMethods } from '@portal/shared/contracts/billing/list-payment-methods';

/**
 * After a billing write, everything that shows its effect is read again: the balance, the transactions, invoices, the
 * methods, the account (it carries the autopay flag and whether a default method exists) and the audit log.
 */
export const refreshBilling = (queryClient: QueryClient, accountId: string) =>
  Promise.all(
    [getBillingAccount, listLedger, listInvoices, listPaymentMethods, getAccount, getAccountAudit].map(({ path }) =>
      queryClient.invalidateQueries({ queryKey: [path, { accountId }] }),
    ),
  );
