import { Badge } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The selected account's name: a link to /account-select for customers, plain text for administrators. */
export function AccountBadge({ name, isAdmin }: { name: string; isAdmin: boolean }) {
  const common = {
    size: 'lg',
    variant: 'light',
    radius: 'sm',
    tt: 'none',
    maw: 260,
    leftSection: <IconBuildingStore size={14} aria-hidden />,
  } as const;
  if (isAdmin) return <Badge {...common}>{name}</Badge>;
  return (
    <Badge {...common} component={Link} to={paths.accountSelect.href()} style={{ cursor: 'pointer' }} title="Switch account">
      {name}
    </Badge>
  );
}
