import type { QueryClient } from '@tanstack/react-query';
import type { Inbox } from '@portal/shared/leads';
import { listSupplyEvents } from '@portal/shared/contracts/leads/list-supply-events';
import { inboxQuery } from './get-inbox';

/**
 * After a lead or call changed here: one that no longer waits (`leftInbox`) leaves this screen's inbox at once
 * (the inbox fetched again confirms it), and the activity table, which shows its status, is fetched again.
 * Other screens hear of it through the live stream.
 */
export async function afterLeadChange(queryClient: QueryClient, accountId: string, leftInbox: string | null) {
  const { queryKey } = inboxQuery(accountId);
  queryClient.setQueryData<Inbox>(queryKey, (inbox) =>
    inbox?.items.some((item) => item.id === leftInbox)
      ? { count: inbox.count - 1, items: inbox.items.filter((item) => item.id !== leftInbox) }
      : inbox,
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey }),
    queryClient.invalidateQueries({ queryKey: [listSupplyEvents.path, { accountId }] }),
  ]);
}
