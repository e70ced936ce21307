import { Button, Flex, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { setSelectedAccountId } from '../../lib/selected-account';
import type { AccountLabel } from './account-badge';
import classes from './signed-in-shell.module.css';

/**
 * The header strip staff see while a customer's account is open: whose account every screen now shows and
 * changes, and the way out, back to the staff's home (every account). Not a link to /account-select: staff do not
 * switch accounts that way (specification section 2).
 */
export function ActingOnAccount({ account }: { account: AccountLabel }) {
  const navigate = useNavigate();
  const leave = () => {
    setSelectedAccountId(null);
    void navigate(paths.staffHome.href());
  };
  return (
    <Group className={classes.acting} px="md" gap="sm" justify="space-between" wrap="nowrap">
      <Group gap={8} wrap="nowrap" miw={0}>
        <IconUserShield size={18} aria-hidden className={classes.actingIcon} />
        {/* On a phone "Acting on" sits above the account, whose name may shorten but whose number may not. */}
        <Flex direction={{ base: 'column', sm: 'row' }} columnGap={6} miw={0} fz="sm" lh={1.3}>
          <Text span inherit>
            Acting on
          </Text>
          <Group gap={0} wrap="nowrap" miw={0}>
            <Text span inherit fw={700} truncate>
              {account.name}
            </Text>
            <Text span inherit fw={700} className={classes.actingNumber}>
              &nbsp;· #{account.number}
            </Text>
          </Group>
        </Flex>
      </Group>
      {/* "Leave" alone on a phone, to give the account's name the room; the name it is read by stays whole. */}
      <Button
        size="compact-sm"
        variant="white"
        color="dark"
        onClick={leave}
        className={classes.leave}
        aria-label="Leave account"
      >
        Leave
        <Text span inherit visibleFrom="sm">
          &nbsp;account
        </Text>
      </Button>
    </Group>
  );
}
