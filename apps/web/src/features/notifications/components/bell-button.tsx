import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/** What the bell is called: its count is part of its name, since the red badge is only seen. */
export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/**
 * The bell's button: the stand-in drawn while the popover's code loads and the popover's own target
 * (notification-popover.tsx) are this same button.
 */
export function BellButton({ unread, ...props }: { unread: number } & ComponentPropsWithRef<'button'>) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray.8"
      size={40}
      radius="xl"
      aria-label={bellLabel(unread)}
      aria-haspopup="dialog"
      {...props}
    >
      <IconBell size={22} aria-hidden />
    </ActionIcon>
  );
}
