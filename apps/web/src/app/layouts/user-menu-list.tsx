import { Menu } from '@mantine/core';
import { IconHeadset, IconLogout, IconSwitchHorizontal, IconUser, IconBuilding } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useTakeOver, type TakeOver } from '../../lib/deferred-part';
import { setSelectedAccountId } from '../../lib/selected-account';
import type { SessionUser } from '../../lib/session/session-context';
import { UserMenuButton } from './user-menu-button';

export interface UserMenuListProps {
  takeOver: TakeOver;
  user: SessionUser;
  onSignOut: () => Promise<void>;
}

/** The user menu itself, loaded after the first paint (user-menu.tsx draws its button until then). */
export function UserMenuList({ user, onSignOut, takeOver }: UserMenuListProps) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const target = useTakeOver(takeOver, () => setOpened(true));
  async function signOut() {
    await onSignOut();
    setSelectedAccountId(null);
    await navigate(paths.login.href(), { replace: true });
  }
  return (
    // No initial-focus placeholder: Mantine draws it as a role="presentation" child that role="menu" may not have (ARIA).
    // Never hidden as "detached": the header is fixed, so its button cannot scroll out of view. Where nothing is
    // laid out (jsdom), floating-ui counts every target as detached and Mantine hid the open menu with
    // display: none as soon as its position was computed, so a test found the items only if it looked first.
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={220}
      shadow="md"
      withInitialFocusPlaceholder={false}
      hideDetached={false}
    >
      <Menu.Target>
        <UserMenuButton ref={target} user={user} />
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
