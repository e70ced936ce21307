import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/**
 * A row's actions button: the stand-in drawn while the menu's code loads and the menu's own target
 * (person-actions-list.tsx) are this same button, so nothing moves when one replaces the other.
 */
export function ActionsButton({ name, ...props }: { name: string } & ComponentPropsWithRef<'button'>) {
  return (
    <Button
      size="xs"
      variant="default"
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-label={`Actions for ${name}`}
      aria-haspopup="menu"
      {...props}
    >
      Actions
    </Button>
  );
}
