import { useQuery } from '@tanstack/react-query';
import { listPaymentMethods } from '@portal/shared/contracts/billing/list-payment-methods';
import { contractQuery } from '../../../lib/http/api';

export const paymentMethodsQuery = (accountId: string) => contractQuery(listPaymentMethods, { params: { accountId } });

/** The saved cards and bank accounts, the default first. */
export const usePaymentMethods = (accountId: string) => useQuery(paymentMethodsQuery(accountId));
