import type { TeamInvitation } from '@portal/shared/account-forms';
import { inviteContact } from '@portal/shared/contracts/accounts/invite-contact';
import { callApi } from '../../../lib/http/api';
import { useTeamChange } from './team-changes';

// Its own file: the contract carries the invitation's schema (and the phone number rules), which only the
// lazily loaded invite dialog needs; in team-changes.ts it was in the first load of /account.
/** Brings a person onto the account (a new email is mailed a temporary password). */
export const useInviteContact = (accountId: string) =>
  useTeamChange(accountId, (invitation: TeamInvitation) =>
    callApi(inviteContact, { params: { accountId }, body: invitation }),
  );
