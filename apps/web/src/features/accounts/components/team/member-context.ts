import type { TeamActorView } from '@portal/shared/team-rules';
import type { AccountContacts } from '../../api/get-account-contacts';

/** What a row's controls need: the member, who is looking, and the team around them. */
export interface MemberContext {
  member: AccountContacts[number];
  accountId: string;
  actor: TeamActorView;
  /** How many owners the account has: the last one can be neither lowered nor taken off. */
  owners: number;
  accountName: string;
}
