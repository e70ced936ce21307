import { useQuery } from '@tanstack/react-query';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { contractQuery } from '../../../lib/http/api';

export const billingAccountQuery = (accountId: string) => contractQuery(getBillingAccount, { params: { accountId } });

/** How the account pays: mode, balance or amount due, autopay, auto-recharge, billing address and email. */
export const useBillingAccount = (accountId: string) => useQuery(billingAccountQuery(accountId));
