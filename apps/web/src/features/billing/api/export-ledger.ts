import { useMutation } from '@tanstack/react-query';
import { exportLedger } from '@portal/shared/contracts/billing/export-ledger';
import { callApi } from '../../../lib/http/api';
import { saveFile } from '../../../lib/save-file';
import type { LedgerFilters } from './list-ledger';

/** Downloads every transaction the filters match as a CSV file (the server streams it). */
export const useExportLedger = (accountId: string) =>
  useMutation({
    mutationFn: async ({ filters, fileName }: { filters: LedgerFilters; fileName: string }) =>
      saveFile(await callApi(exportLedger, { params: { accountId }, query: filters }), fileName, 'text/csv'),
  });
