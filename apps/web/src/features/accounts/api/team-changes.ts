import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeContactRole } from '@portal/shared/contracts/accounts/change-contact-role';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { getAccountContacts } from '@portal/shared/contracts/accounts/get-account-contacts';
import { removeContact } from '@portal/shared/contracts/accounts/remove-contact';
import { resendInvitation } from '@portal/shared/contracts/accounts/resend-invitation';
import { resetTwoStep } from '@portal/shared/contracts/accounts/reset-two-step';
import type { Role } from '@portal/shared/roles';
import { callApi } from '../../../lib/http/api';

/** After any team change the list and the audit log are read again: a change can reorder or drop rows. */
export function useTeamChange<Input, Output>(accountId: string, change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [getAccountContacts.path, { accountId }] }),
        queryClient.invalidateQueries({ queryKey: [getAccountAudit.path, { accountId }] }),
      ]),
  });
}

export const useChangeContactRole = (accountId: string) =>
  useTeamChange(accountId, ({ contactId, role }: { contactId: string; role: Role }) =>
    callApi(changeContactRole, { params: { accountId, contactId }, body: { role } }),
  );

export const useRemoveContact = (accountId: string) =>
  useTeamChange(accountId, (contactId: string) => callApi(removeContact, { params: { accountId, contactId } }));

/** Mails an invited person a new temporary password. */
export const useResendInvitation = (accountId: string) =>
  useTeamChange(accountId, (contactId: string) => callApi(resendInvitation, { params: { accountId, contactId } }));

/** Provider staff turn a person's two-step sign-in off (a phone lost with its recovery codes). */
export const useResetTwoStep = (accountId: string) =>
  useTeamChange(accountId, (contactId: string) => callApi(resetTwoStep, { params: { accountId, contactId } }));
