import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsRead } from '@portal/shared/contracts/notifications/mark-all-read';
import { callApi } from '../../../lib/http/api';
import { storeAllRead } from './notification-cache';

/** Marks every notification of the person on the account read. */
export function useMarkAllRead(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(markAllNotificationsRead, { body: { accountId } }),
    onSuccess: ({ unreadCount }) => storeAllRead(queryClient, accountId, unreadCount),
  });
}
