import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addSupplyEventNote } from '@portal/shared/contracts/leads/add-supply-event-note';
import { callApi } from '../../../lib/http/api';
import { supplyEventQuery } from './get-supply-event';

/** Adds a note; the answer is the event with every note, newest included. */
export function useAddSupplyEventNote(accountId: string, supplyEventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callApi(addSupplyEventNote, { params: { accountId, supplyEventId }, body: { text } }),
    onSuccess: (event) => queryClient.setQueryData(supplyEventQuery(accountId, supplyEventId).queryKey, event),
  });
}
