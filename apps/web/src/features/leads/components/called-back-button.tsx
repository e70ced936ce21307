import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useMarkCalledBack } from '../api/mark-called-back';

/**
 * Marks a missed call called back (in the inbox and on the call's page), and says so in a toast. The toast follows
 * the mutation's promise, not `mutate`'s callbacks: in the inbox the row, and this button, leave on success.
 */
export function CalledBackButton(props: {
  accountId: string;
  supplyEventId: string;
  /** The toast's words once it is marked. */
  done: string;
  size: ButtonProps['size'];
  'aria-label'?: string;
  children: ReactNode;
}) {
  const calledBack = useMarkCalledBack(props.accountId, props.supplyEventId);
  return (
    <Button
      size={props.size}
      variant="light"
      loading={calledBack.isPending}
      aria-label={props['aria-label']}
      onClick={() =>
        calledBack.mutateAsync().then(
          () => notify.success(props.done),
          (error: unknown) => notify.error(errorMessage(error, 'It could not be marked. Please try again.')),
        )
      }
    >
      {props.children}
    </Button>
  );
}
