import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import type { SessionUser } from '../../lib/session/session-context';
import classes from './signed-in-shell.module.css';

/**
 * The header's user-menu button: the stand-in drawn while the menu's code loads and the menu's own target
 * (user-menu-list.tsx) are this same button, so nothing moves when one replaces the other.
 */
export function UserMenuButton({ user, className, ...props }: { user: SessionUser } & ComponentPropsWithRef<'button'>) {
  const shownName = user.name || user.email;
  return (
    <UnstyledButton
      aria-label={`User menu for ${shownName}`}
      aria-haspopup="menu"
      // With the menu target's own class, which it passes down.
      className={className ? `${classes.touchTarget} ${className}` : classes.touchTarget}
      {...props}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar name={shownName} color="blue" variant="filled" size={34} radius="xl" />
        <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
          {shownName}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
