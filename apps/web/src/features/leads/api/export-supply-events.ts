import { useMutation } from '@tanstack/react-query';
import { exportSupplyEvents } from '@portal/shared/contracts/leads/export-supply-events';
import { callApi } from '../../../lib/http/api';
import { saveFile } from '../../../lib/save-file';
import type { ActivityQuery } from './list-supply-events';

/** Downloads every lead and call the filters match as a CSV file (the server streams it). */
export const useExportSupplyEvents = (accountId: string) =>
  useMutation({
    mutationFn: async ({ filters, fileName }: { filters: ActivityQuery; fileName: string }) =>
      saveFile(await callApi(exportSupplyEvents, { params: { accountId }, query: filters }), fileName, 'text/csv'),
  });
