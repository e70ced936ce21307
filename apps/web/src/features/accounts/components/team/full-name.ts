import type { AccountContacts } from '../../api/get-account-contacts';

/** A team member's name as people read it: first and last name. */
export const fullName = (member: AccountContacts[number]) =>
  [member.Contact__r.FirstName, member.Contact__r.LastName].filter(Boolean).join(' ');
