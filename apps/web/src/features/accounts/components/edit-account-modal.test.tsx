import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@portal/shared/accounts';
import { MESSAGES } from '@portal/shared/messages';
import { renderRoutes } from '../../../test/render';
import { EditAccountModal } from './edit-account-modal';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const NOT_US = 'Enter a US phone number with area code, e.g. (512) 555-0199';

const account = {
  Id: '001DEMO0000000001',
  Name: 'Brightside Home Services',
  Postgres_External_Key__c: '00000000-0000-4000-8000-000000001001',
  AccountNumber: '100001',
  City: 'Austin',
  State: 'TX',
  Business_Formal_Name__c: 'Brightside Home Services LLC',
  Phone: '+15125550100',
  Time_Zone__c: 'CST',
} as Account;

afterEach(() => vi.unstubAllGlobals());

describe('EditAccountModal', () => {
  it('shows the phone as people read it and puts the server’s field error under the Phone field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          code: 'VALIDATION_FAILED',
          message: 'The request is not valid.',
          details: [{ path: 'body.Phone', message: NOT_US }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <EditAccountModal account={account} opened onClose={() => undefined} /> }], {
      path: '/',
    });

    const dialog = await screen.findByRole('dialog', { name: 'Edit Account' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('(512) 555-0100');
    await user.clear(phone);
    await user.type(phone, '(512) 555-0199');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(phone).toHaveAccessibleDescription(NOT_US));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText(MESSAGES.accountUpdateFailed)).toBeInTheDocument();
  });
});
