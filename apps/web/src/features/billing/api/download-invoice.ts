import { useMutation } from '@tanstack/react-query';
import type { Invoice } from '@portal/shared/billing';
import { getInvoicePdf } from '@portal/shared/contracts/billing/get-invoice-pdf';
import { callApi } from '../../../lib/http/api';
import { saveFile } from '../../../lib/save-file';

/** Downloads an invoice's PDF (fetched with the access token, then handed to the browser). */
export const useDownloadInvoice = (accountId: string) =>
  useMutation({
    mutationFn: async (invoice: Invoice) =>
      saveFile(
        await callApi(getInvoicePdf, { params: { accountId, invoiceId: invoice.id } }),
        `${invoice.number}.pdf`,
        'application/pdf',
      ),
  });
