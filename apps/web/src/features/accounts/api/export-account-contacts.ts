import { useMutation } from '@tanstack/react-query';
import { exportAccountContacts } from '@portal/shared/contracts/accounts/export-account-contacts';
import { callApi } from '../../../lib/http/api';
import { saveFile } from '../../../lib/save-file';

/** Downloads the account's contacts as a CSV file. */
export const useExportContacts = (accountId: string) =>
  useMutation({
    mutationFn: async (fileName: string) =>
      saveFile(await callApi(exportAccountContacts, { params: { accountId } }), fileName, 'text/csv'),
  });
