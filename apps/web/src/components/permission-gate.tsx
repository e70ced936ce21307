import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { requiredRole, type Permission } from '@portal/shared/api/permissions';
import { useAccountContext, useClosedToChanges, usePermission } from '../lib/account-context';
import { PageLoader } from './page-loader';

/**
 * A screen for an action some roles may not take (the route table's `permission`): to them it says which
 * role it needs instead of loading data the server would refuse (which would sign them out on the 403).
 */
export function PermissionGate({
  permission,
  title,
  children,
}: {
  permission: Permission;
  title: string;
  children: ReactNode;
}) {
  const allowed = usePermission(permission);
  const { role, roleKnown } = useAccountContext();
  const closed = useClosedToChanges(permission);
  if (allowed) return children;
  if (!roleKnown) return <PageLoader />;
  if (closed)
    return (
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Alert title="The account is closed">It can be read and paid, but not changed.</Alert>
      </Stack>
    );
  const needed = requiredRole(permission);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Alert title={`This needs the ${needed} role`}>
        {role ? `You are ${role} on this account. ` : ''}Ask an owner of the account to give you the {needed} role or a
        stronger one.
      </Alert>
    </Stack>
  );
}
