import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toQueryString } from '@portal/shared/api/query-string';
import { NOTIFICATIONS_PATH } from '@portal/shared/contracts/notifications/notifications-path';
import { webEnv } from '../../../config/env';
import { fetchStreamTicket } from '../api/create-stream-ticket';
import { notificationsKey } from '../api/list-notifications';
import { addLiveNotification } from '../api/notification-cache';
import { invalidationBatch } from './invalidation-batch';
import { openLiveConnection } from './live-connection';

const streamUrl = (ticket: string, lastEventId: string | null) =>
  `${webEnv.VITE_API_BASE_URL}/${NOTIFICATIONS_PATH}/stream${toQueryString({ ticket, lastEventId })}`;

/**
 * The selected account's live stream, once per signed-in stay (the signed-in layout mounts it): new
 * notifications go on top of the bell's list with their count, and news of the account (leads, calls,
 * money) makes the screens that show it fetch again. It closes when the account changes or the layout
 * unmounts (sign-out).
 */
export function useLiveStream(accountId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!accountId || typeof EventSource === 'undefined') return;
    // Which queries each event touches names many contracts: loaded beside the stream, not with the shell.
    const invalidation = import('./live-invalidation');
    const batch = invalidationBatch((queryKey) => queryClient.invalidateQueries({ queryKey }));
    const connection = openLiveConnection({
      getTicket: () => fetchStreamTicket(accountId),
      streamUrl,
      onMessage: (message) => {
        if (message.kind === 'notification') {
          addLiveNotification(queryClient, accountId, message.notification, message.unreadCount);
        } else if (message.event.accountId === accountId) {
          void invalidation.then(({ staleQueriesOf }) => batch.add(staleQueriesOf(message.event)));
        }
      },
      onResync: () => {
        void queryClient.invalidateQueries({ queryKey: notificationsKey(accountId) });
        void invalidation.then(({ everythingOf }) => batch.add(everythingOf(accountId)));
      },
    });
    return () => {
      connection.close();
      batch.close();
    };
  }, [accountId, queryClient]);
}
