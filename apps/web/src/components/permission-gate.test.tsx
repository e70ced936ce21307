import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@portal/shared/roles';
import { AccountContext } from '../lib/account-context';
import { PermissionGate } from './permission-gate';

const show = (context: { role: Role | null; roleKnown: boolean; isAdmin?: boolean }) =>
  render(
    <MantineProvider>
      <AccountContext value={{ accountId: 'a', account: undefined, isAdmin: false, ...context }}>
        <PermissionGate permission="billing.read" title="Billing">
          <p>Billing data</p>
        </PermissionGate>
      </AccountContext>
    </MantineProvider>,
  );

describe('PermissionGate', () => {
  it('shows the screen to a role that may use it, and to staff', () => {
    show({ role: 'BILLING', roleKnown: true });
    expect(screen.getByText('Billing data')).toBeInTheDocument();
    show({ role: null, roleKnown: true, isAdmin: true });
    expect(screen.getAllByText('Billing data')).toHaveLength(2);
  });

  it('tells a weaker role which role it needs, instead of the screen', () => {
    show({ role: 'VIEWER', roleKnown: true });
    expect(screen.getByText('This needs the BILLING role')).toBeInTheDocument();
    expect(screen.getByText(/You are VIEWER on this account/)).toBeInTheDocument();
    expect(screen.queryByText('Billing data')).not.toBeInTheDocument();
  });

  it('waits while the role is being read', () => {
    show({ role: null, roleKnown: false });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/This needs/)).not.toBeInTheDocument();
  });
});
