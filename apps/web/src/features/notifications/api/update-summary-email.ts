import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SummaryEmailFrequency } from '@portal/shared/notifications';
import { updateNotificationPreferences } from '@portal/shared/contracts/notifications/update-preferences';
import { callApi } from '../../../lib/http/api';
import { preferencesQuery } from './get-preferences';

/**
 * Saves the person's summary email of the account as it is chosen. The select shows the choice while it is saved
 * (the mutation's variables) and the server's answer after; a failure leaves the saved choice showing.
 */
export function useUpdateSummaryEmail(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (summaryEmail: SummaryEmailFrequency) =>
      callApi(updateNotificationPreferences, { params: { accountId }, body: { summaryEmail } }),
    onSuccess: (answer) => queryClient.setQueryData(preferencesQuery(accountId).queryKey, answer),
  });
}
