import { useQuery } from '@tanstack/react-query';
import { getInvoice } from '@portal/shared/contracts/billing/get-invoice';
import { contractQuery } from '../../../lib/http/api';

/** One invoice with its lines and the payments against it; asked only once an invoice is opened. */
export const useInvoice = (accountId: string, invoiceId: string | null) =>
  useQuery({
    ...contractQuery(getInvoice, { params: { accountId, invoiceId: invoiceId ?? '' } }),
    enabled: invoiceId !== null,
  });
