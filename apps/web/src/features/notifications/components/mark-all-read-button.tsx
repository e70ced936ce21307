import { Button, type ButtonProps } from '@mantine/core';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useMarkAllRead } from '../api/mark-all-read';

/** "Mark all as read", for the bell and the notifications page: off with nothing unread; a failure in a toast. */
export function MarkAllReadButton({
  accountId,
  unread,
  ...look
}: { accountId: string; unread: number } & Pick<ButtonProps, 'variant' | 'size'>) {
  const markAll = useMarkAllRead(accountId);
  return (
    <Button
      {...look}
      disabled={unread === 0}
      loading={markAll.isPending}
      onClick={() =>
        markAll.mutate(undefined, {
          onError: (error) => notify.error(errorMessage(error, 'Your notifications could not be marked read.')),
        })
      }
    >
      Mark all as read
    </Button>
  );
}
