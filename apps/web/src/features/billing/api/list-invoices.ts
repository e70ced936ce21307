import { useQuery } from '@tanstack/react-query';
import { listInvoices } from '@portal/shared/contracts/billing/list-invoices';
import { contractQuery } from '../../../lib/http/api';

/** The last year of invoices, newest first (an account gets one a month). */
export const useInvoices = (accountId: string) =>
  useQuery(contractQuery(listInvoices, { params: { accountId }, query: { limit: 12 } }));
