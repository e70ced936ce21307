import type { Role } from '@portal/shared/roles';
import type { MessageSender } from '../../adapters/message';
import { recordAudit, type Actor } from '../../db/audit';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { listAccountContacts, lockAccountRow } from './account-repository';
import {
  countOwners,
  deleteMember,
  findMemberByContact,
  findMemberByUsername,
  setMemberRole,
  type TeamMember,
} from './team-repository';

export type TeamActor = Actor & { isAdmin: boolean };

export const TEAM_MESSAGES = {
  noSuchMember: 'There is no such person on this account.',
  ownRole: 'You cannot change your own role: ask another owner of the account.',
  removeSelf: 'You cannot take yourself off the account: ask another owner of the account.',
  onlyOwnerGrantsOwner: 'Only an owner of the account can make someone an owner.',
  onlyOwnerChangesOwner: "Only an owner of the account can change an owner's role or take an owner off.",
  lastOwner: 'The account needs an owner: make someone else an owner first.',
} as const;

/**
 * The team rules (issue 27): an ADMIN grants and changes roles up to ADMIN; only an OWNER grants OWNER or
 * changes or removes an OWNER; nobody changes their own role or takes themselves off; staff may do all of it.
 * The caller's role is read again here, under the account's lock: the access guard's answer may be a moment
 * old, and two owners lowering each other at once must not both count as owners.
 */
async function assertMayChange(scope: TenantScope, actor: TeamActor, target: TeamMember, newRole: Role | null) {
  if (actor.isAdmin) return;
  if (target.email === actor.username.trim().toLowerCase())
    throw new AppError('FORBIDDEN', newRole ? TEAM_MESSAGES.ownRole : TEAM_MESSAGES.removeSelf);
  const actorRole = (await findMemberByUsername(scope, actor.username))?.role ?? null;
  if (actorRole !== 'OWNER' && actorRole !== 'ADMIN')
    throw new AppError(
      'FORBIDDEN',
      `This needs the ADMIN role or higher on the account; you are ${actorRole ?? 'not on it'}.`,
    );
  if (actorRole === 'OWNER') return;
  if (target.role === 'OWNER') throw new AppError('FORBIDDEN', TEAM_MESSAGES.onlyOwnerChangesOwner);
  if (newRole === 'OWNER') throw new AppError('FORBIDDEN', TEAM_MESSAGES.onlyOwnerGrantsOwner);
}

/** Changes or removes one person's assignment under the account's row lock, audited in the same transaction. */
async function changeTeam(
  scope: TenantScope,
  contactRecordId: string,
  newRole: Role | null,
  actor: TeamActor,
): Promise<TeamChange | null> {
  return scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    // Every team change of an account queues here, so the last-owner count below cannot be raced.
    const account = await lockAccountRow(txScope);
    if (!account) throw new AppError('NOT_FOUND', 'There is no such account.');
    const member = await findMemberByContact(txScope, contactRecordId);
    if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.noSuchMember);
    await assertMayChange(txScope, actor, member, newRole);
    if (member.role === newRole) return null;
    if (member.role === 'OWNER' && (await countOwners(txScope)) <= 1)
      throw new AppError('BUSINESS_RULE', TEAM_MESSAGES.lastOwner);
    if (newRole) await setMemberRole(txScope, member.contactId, newRole);
    else await deleteMember(txScope, member.contactId);
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'contact-assignment',
      entityId: member.contactRecordId,
      action: newRole ? 'update' : 'delete',
      before: { email: member.email, role: member.role },
      after: newRole ? { email: member.email, role: newRole } : null,
    });
    return { accountName: account.name, member };
  });
}

type TeamChange = { accountName: string; member: TeamMember };

/** Tells the person what changed, after the commit: nobody is told of a change that did not happen. */
async function tell(
  messages: MessageSender,
  change: TeamChange | null,
  words: (change: TeamChange) => { subject: string; says: string },
) {
  if (!change) return;
  const { subject, says } = words(change);
  await messages.send({
    channel: 'email',
    to: change.member.email,
    subject,
    text: `Hello ${change.member.name},\n\n${says}`,
  });
}

/** Gives a person another role on the account, and tells them by email. */
export async function changeMemberRole(
  scope: TenantScope,
  contactRecordId: string,
  role: Role,
  actor: TeamActor,
  messages: MessageSender,
) {
  const changed = await changeTeam(scope, contactRecordId, role, actor);
  await tell(messages, changed, ({ accountName, member }) => ({
    subject: `Your role on ${accountName} is now ${role}`,
    says: `${actor.username} changed your role on ${accountName} in the Advertiser Portal from ${member.role} to ${role}. It applies from your next click.`,
  }));
  const assignment = (await listAccountContacts(scope)).find((item) => item.Contact__r.Id === contactRecordId);
  if (!assignment) throw new AppError('NOT_FOUND', TEAM_MESSAGES.noSuchMember);
  return assignment;
}

/** Takes a person off the account (their sign-in stays, for other accounts), tells them, and answers the team left. */
export async function removeMember(
  scope: TenantScope,
  contactRecordId: string,
  actor: TeamActor,
  messages: MessageSender,
) {
  const removed = await changeTeam(scope, contactRecordId, null, actor);
  await tell(messages, removed, ({ accountName }) => ({
    subject: `You no longer have access to ${accountName}`,
    says: `${actor.username} took you off ${accountName} in the Advertiser Portal. Your sign-in still opens any other account you are on.`,
  }));
  return listAccountContacts(scope);
}
