import { useMutation } from '@tanstack/react-query';
import { getStatement } from '@portal/shared/contracts/billing/get-statement';
import { callApi } from '../../../lib/http/api';
import { saveFile } from '../../../lib/save-file';

/** Downloads a month's statement (yyyy-mm) as a PDF. */
export const useDownloadStatement = (accountId: string) =>
  useMutation({
    mutationFn: async (month: string) =>
      saveFile(
        await callApi(getStatement, { params: { accountId, month } }),
        `statement-${month}.pdf`,
        'application/pdf',
      ),
  });
