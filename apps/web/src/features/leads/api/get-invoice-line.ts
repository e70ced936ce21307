import { useQuery } from '@tanstack/react-query';
import { getInvoice } from '@portal/shared/contracts/billing/get-invoice';
import { contractQuery } from '../../../lib/http/api';

/** What names an invoice line to a person: its invoice's number and its own words. */
export interface InvoiceLineName {
  invoiceNumber: string;
  description: string;
}

/**
 * The invoice line the activity table is filtered to, read from its invoice (the same query as the invoice's
 * detail on /billing, so coming from there it is already loaded). Only for someone who may read billing:
 * anyone else would be refused, and the table is filtered all the same.
 */
export const useInvoiceLine = (
  accountId: string,
  ids: { invoiceId?: string; invoiceLineId?: string },
  enabled: boolean,
) =>
  useQuery({
    ...contractQuery(getInvoice, { params: { accountId, invoiceId: ids.invoiceId ?? '' } }),
    enabled: enabled && Boolean(ids.invoiceId && ids.invoiceLineId),
    select: (invoice): InvoiceLineName | null => {
      const line = invoice.lines.find((candidate) => candidate.id === ids.invoiceLineId);
      return line ? { invoiceNumber: invoice.number, description: line.description } : null;
    },
  });
