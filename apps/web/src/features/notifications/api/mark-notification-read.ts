import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationRead } from '@portal/shared/contracts/notifications/mark-notification-read';
import { callApi } from '../../../lib/http/api';
import { storeRead } from './notification-cache';

/** Marks one notification read (opening it does); the answer is the account's unread count. */
export function useMarkNotificationRead(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => callApi(markNotificationRead, { params: { notificationId } }),
    onSuccess: ({ unreadCount }, notificationId) => storeRead(queryClient, accountId, notificationId, unreadCount),
  });
}
