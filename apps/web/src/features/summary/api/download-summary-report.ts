import { useMutation } from '@tanstack/react-query';
import { getSummaryReport } from '@portal/shared/contracts/leads/get-summary-report';
import { callApi } from '../../../lib/http/api';
import { saveFile } from '../../../lib/save-file';

/** Downloads the Summary of a range as a PDF report. */
export const useDownloadSummaryReport = (accountId: string) =>
  useMutation({
    mutationFn: async (range: { from: string; to: string }) =>
      saveFile(
        await callApi(getSummaryReport, { params: { accountId }, query: range }),
        `summary-${range.from}-to-${range.to}.pdf`,
        'application/pdf',
      ),
  });
