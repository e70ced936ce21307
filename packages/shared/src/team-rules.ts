import type { Role } from './roles';

export const TEAM_MESSAGES = {
  noSuchMember: 'There is no such person on this account.',
  ownRole: 'You cannot change your own role: ask another owner of the account.',
  removeSelf: 'You cannot take yourself off the account: ask another owner of the account.',
  onlyOwnerGrantsOwner: 'Only an owner of the account can make someone an owner.',
  onlyOwnerChangesOwner: "Only an owner of the account can change an owner's role or take an owner off.",
  lastOwner: 'The account needs an owner: make someone else an owner first.',
  needsAdmin: (role: Role | null) =>
    `This needs the ADMIN role or higher on the account; you are ${role ?? 'not on it'}.`,
  alreadyOnTeam: (email: string) => `${email} is on this account already: change their role instead.`,
  signedInAlready: (email: string) =>
    `${email} has signed in already, so there is no invitation to send again. They can use Forgot Password.`,
} as const;

/** Who asks for a team change: staff, or a person with their role on the account (null when not on it). */
export interface TeamActorView {
  isStaff: boolean;
  email: string;
  role: Role | null;
}

/**
 * Why `actor` may not give `target` the role `newRole` (null: take them off; no target: invite someone new),
 * or null when they may. The rules (issue 27): an ADMIN grants and changes roles up to ADMIN; only an OWNER
 * grants OWNER or changes or removes an OWNER; nobody changes their own role or takes themselves off; staff
 * may do all of it. The server decides with the role it reads under the account's lock; the Team screen
 * offers only what these allow. Keeping the last owner is the server's to check, on the whole team.
 */
export function teamChangeRefusal(
  actor: TeamActorView,
  target: { email: string; role: Role } | null,
  newRole: Role | null,
): string | null {
  if (actor.isStaff) return null;
  if (target && target.email.toLowerCase() === actor.email.trim().toLowerCase())
    return newRole ? TEAM_MESSAGES.ownRole : TEAM_MESSAGES.removeSelf;
  if (actor.role !== 'OWNER' && actor.role !== 'ADMIN') return TEAM_MESSAGES.needsAdmin(actor.role);
  if (actor.role === 'OWNER') return null;
  if (target?.role === 'OWNER') return TEAM_MESSAGES.onlyOwnerChangesOwner;
  if (newRole === 'OWNER') return TEAM_MESSAGES.onlyOwnerGrantsOwner;
  return null;
}

/** What each role may do, in a sentence a person choosing one can read (the Invite and role controls). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  OWNER: 'Everything an admin does, plus the audit log and making or changing owners.',
  ADMIN: 'Runs the account: campaigns, budgets, listings, webhooks, billing and the team (up to admin).',
  BILLING: 'Pays and works leads: payments, invoices, billing settings, lead status, notes and disputes.',
  VIEWER: 'Sees everything on the account and changes nothing.',
};
