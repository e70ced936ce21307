import { useMutation } from '@tanstack/react-query';
import { getPaymentReceipt } from '@portal/shared/contracts/billing/get-payment-receipt';
import { callApi } from '../../../lib/http/api';
import { saveFile } from '../../../lib/save-file';

/** Downloads the receipt of a payment or top-up that went through (a PDF fetched with the access token). */
export const useDownloadReceipt = (accountId: string) =>
  useMutation({
    mutationFn: async ({ paymentId, day }: { paymentId: string; day?: string }) =>
      saveFile(
        await callApi(getPaymentReceipt, { params: { accountId, paymentId } }),
        day ? `receipt-${day}.pdf` : 'receipt.pdf',
        'application/pdf',
      ),
  });
