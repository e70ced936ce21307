import { useQuery } from '@tanstack/react-query';
import type { ContractResponse } from '@portal/shared/api/contract';
import { getAccountContacts } from '@portal/shared/contracts/accounts/get-account-contacts';
import { contractQuery } from '../../../lib/http/api';

export type AccountContacts = ContractResponse<typeof getAccountContacts>;

/** How often the team is read again while an invitation is pending: an invitee's first sign-in shows within it. */
export const PENDING_TEAM_REFRESH_MS = 30_000;

/**
 * While someone is invited and has not signed in yet, the team is read again every 30 s (while the tab is in
 * view), so their badge turns Active without a reload; otherwise only when the page comes back into view.
 */
export const teamRefreshInterval = (team: AccountContacts | undefined): number | false =>
  team?.some((member) => member.status === 'INVITED') ? PENDING_TEAM_REFRESH_MS : false;

export const useAccountContacts = (accountId: string) =>
  useQuery({
    ...contractQuery(getAccountContacts, { params: { accountId } }),
    refetchInterval: (query) => teamRefreshInterval(query.state.data),
  });
