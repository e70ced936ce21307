import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preference, Preferences, SummaryEmailFrequency } from '@portal/shared/notifications';
import { updateNotificationPreferences } from '@portal/shared/contracts/notifications/update-preferences';
import { callApi } from '../../../lib/http/api';
import { preferencesQuery } from './get-preferences';

const sameCell = (a: Preference, b: Preference) => a.eventType === b.eventType && a.channel === b.channel;

/**
 * Saves one choice as it is made. The grid shows it at once; a failure puts back that one cell (not a
 * snapshot of the grid, which would also undo choices saved meanwhile) and the caller says why.
 */
export function useUpdatePreference(accountId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = preferencesQuery(accountId);
  const setCell = (choice: Preference) =>
    queryClient.setQueryData<Preferences>(
      queryKey,
      (data) => data && { ...data, items: data.items.map((item) => (sameCell(item, choice) ? choice : item)) },
    );
  return useMutation({
    mutationFn: (choice: Preference) =>
      callApi(updateNotificationPreferences, { params: { accountId }, body: { items: [choice] } }),
    onMutate: async (choice) => {
      await queryClient.cancelQueries({ queryKey });
      setCell(choice);
    },
    onError: (_error, choice) => setCell({ ...choice, enabled: !choice.enabled }),
  });
}

/**
 * Saves the person's summary email of the account as it is chosen. The select shows the choice while it is saved
 * (the mutation's variables) and the saved one after; only that choice is taken from the answer, so a grid box
 * still being saved is not put back.
 */
export function useUpdateSummaryEmail(accountId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = preferencesQuery(accountId);
  return useMutation({
    mutationFn: (summaryEmail: SummaryEmailFrequency) =>
      callApi(updateNotificationPreferences, { params: { accountId }, body: { summaryEmail } }),
    onSuccess: (answer) =>
      queryClient.setQueryData<Preferences>(queryKey, (data) => data && { ...data, summaryEmail: answer.summaryEmail }),
  });
}
