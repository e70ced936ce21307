import type { Person } from './people';

/** What provider staff do to a person's sign-in on /admin/people; each is `POST …/people/{userId}/{action}`. */
export const PERSON_ACTIONS = [
  'disable',
  'enable',
  'reset-password',
  'reset-two-step',
  'make-staff',
  'remove-staff',
] as const;
export type PersonAction = (typeof PERSON_ACTIONS)[number];

export const PEOPLE_MESSAGES = {
  noSuchPerson: 'There is no such sign-in.',
  disableSelf: 'You cannot disable your own sign-in: ask another staff member.',
  removeOwnStaff: 'You cannot remove your own staff access: ask a staff member made by an operator.',
  managesStaffOnly:
    'Only staff made by an operator (the users command line) can make or remove staff, or change another staff member’s sign-in.',
  operatorStaff: (email: string) =>
    `${email} was made staff by an operator: only the users command line removes it (npm run users -- unstaff ${email}).`,
  customer: (email: string, accounts: number) =>
    `${email} is on ${accounts === 1 ? 'a customer account' : `${accounts} customer accounts`}: staff are the provider’s own people. Take them off first, or give them a sign-in of their own.`,
  directoryPassword: (email: string) =>
    `${email} signs in through the company directory: there is no password here to reset.`,
  noTwoStep: (email: string) => `${email} has no two-step sign-in to reset.`,
} as const;

/** Who acts: their sign-in, and whether an operator made them staff (read from the database, not the token). */
export interface PeopleCaller {
  userId: string;
  managesStaff: boolean;
}

type PersonFacts = Pick<Person, 'id' | 'email' | 'status' | 'staff' | 'staffByOperator' | 'twoStep'> & {
  accounts: readonly unknown[];
};

/**
 * Why `caller` may not take `action` on `person`, with the status to answer, or null when they may (issue 30,
 * docs/decisions/0057). Nobody disables or un-staffs themselves; only staff an operator made make or remove staff
 * or act on another staff member; an operator's staff is removed on the command line only; staff are not customer
 * contacts; a directory sign-in has no password here. The server decides on the rows it locked; the screen offers
 * only what this allows.
 */
export function personActionRefusal(
  caller: PeopleCaller,
  person: PersonFacts,
  action: PersonAction,
): { status: 403 | 422; message: string } | null {
  const self = caller.userId === person.id;
  if (self && action === 'disable') return { status: 422, message: PEOPLE_MESSAGES.disableSelf };
  if (self && action === 'remove-staff') return { status: 422, message: PEOPLE_MESSAGES.removeOwnStaff };
  const staffMatter = action === 'make-staff' || action === 'remove-staff' || (person.staff && !self);
  if (staffMatter && !caller.managesStaff) return { status: 403, message: PEOPLE_MESSAGES.managesStaffOnly };
  if (action === 'remove-staff' && person.staffByOperator)
    return { status: 422, message: PEOPLE_MESSAGES.operatorStaff(person.email) };
  if (action === 'make-staff' && !person.staff && person.accounts.length > 0)
    return { status: 422, message: PEOPLE_MESSAGES.customer(person.email, person.accounts.length) };
  if (action === 'reset-password' && person.status === 'EXTERNAL_PROVIDER')
    return { status: 422, message: PEOPLE_MESSAGES.directoryPassword(person.email) };
  if (action === 'reset-two-step' && !person.twoStep.app && person.twoStep.passkeys === 0)
    return { status: 422, message: PEOPLE_MESSAGES.noTwoStep(person.email) };
  return null;
}

/** The actions the screen offers for a person: those allowed that would change something. */
export function offeredActions(caller: PeopleCaller, person: PersonFacts & Pick<Person, 'enabled'>): PersonAction[] {
  const changes: Record<PersonAction, boolean> = {
    disable: person.enabled,
    enable: !person.enabled,
    'reset-password': true,
    'reset-two-step': true,
    'make-staff': !person.staff,
    'remove-staff': person.staff,
  };
  return PERSON_ACTIONS.filter((action) => changes[action] && personActionRefusal(caller, person, action) === null);
}
