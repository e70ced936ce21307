import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconHeadset,
  IconLogout,
  IconSwitchHorizontal,
  IconUser,
  IconBuilding,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { setSelectedAccountId } from '../../lib/selected-account';
import type { SessionUser } from '../../lib/session/session-context';
import classes from './signed-in-shell.module.css';

/** Account, Profile, Switch Account (non-admins only), Contact Us, Sign Out (specification section 2). */
export function UserMenu({ user, onSignOut }: { user: SessionUser; onSignOut: () => Promise<void> }) {
  const navigate = useNavigate();
  async function signOut() {
    await onSignOut();
    setSelectedAccountId(null);
    await navigate(paths.login.href(), { replace: true });
  }
  return (
    // No initial-focus placeholder: Mantine draws it as a role="presentation" child that role="menu" may not have (ARIA).
    <Menu position="bottom-end" width={220} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={`User menu for ${user.name || user.email}`} className={classes.touchTarget}>
          <Group gap={8} wrap="nowrap">
            <Avatar name={user.name || user.email} color="blue" variant="filled" size={34} radius="xl" />
            <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
              {user.name || user.email}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconBuilding size={16} />} onClick={() => void navigate(paths.account.href())}>
          Account
        </Menu.Item>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => void navigate(paths.profile.href())}>
          Profile
        </Menu.Item>
        {!user.isAdmin && (
          <Menu.Item
            leftSection={<IconSwitchHorizontal size={16} />}
            onClick={() => void navigate(paths.accountSelect.href())}
          >
            Switch Account
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconHeadset size={16} />} onClick={() => void navigate(paths.contactUs.href())}>
          Contact Us
        </Menu.Item>
        {/* Mantine draws it as a bare div; inside role="menu" it must be a separator (ARIA). */}
        <Menu.Divider role="separator" />
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
