import type { TeamInvitation } from '@portal/shared/account-forms';
import type { Role } from '@portal/shared/roles';
import { TEAM_MESSAGES, teamChangeRefusal } from '@portal/shared/team-rules';
import type { MessageSender } from '../../adapters/message';
import { recordAudit, type Actor } from '../../db/audit';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError, RateLimitedError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  endSignInsWithoutTwoStep,
  createInvitedSignIn,
  renewTemporaryPassword,
  hasSignIn,
  resetTwoStep,
  TEMPORARY_PASSWORD_DAYS,
} from '../identity';
import { listAccountContacts, lockAccountRow } from './account-repository';
import {
  countOwners,
  deleteMember,
  findContactByEmail,
  findMemberByContact,
  findMemberByUsername,
  insertContact,
  insertMember,
  INVITATION_AUDIT,
  invitationsInLastHour,
  setMemberRole,
  type TeamMember,
} from './team-repository';

export type TeamActor = Actor & { isAdmin: boolean };

export { TEAM_MESSAGES };

const tooManyInvitations = (minutes: number) =>
  `This account has sent ${INVITATIONS_PER_HOUR} invitations in the last hour, the most it may. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/** Invitations (new people and sends again) an account may send in an hour: enough for a team, not for spam. */
export const INVITATIONS_PER_HOUR = 20;

/**
 * The team rules (shared team-rules.ts). The caller's role is read again here, under the account's lock: the
 * access guard's answer may be a moment old, and two owners lowering each other at once must not both count
 * as owners.
 */
async function assertMayChange(scope: TenantScope, actor: TeamActor, target: TeamMember | null, newRole: Role | null) {
  const role = actor.isAdmin ? null : ((await findMemberByUsername(scope, actor.username))?.role ?? null);
  const refusal = teamChangeRefusal({ isStaff: actor.isAdmin, email: actor.username, role }, target, newRole);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
}

/**
 * Runs a team change in one transaction that first locks the account's row: every team change of an account
 * queues here, so counts made inside it (owners, invitations) cannot be raced.
 */
async function underAccountLock<T>(
  scope: TenantScope,
  work: (txScope: TenantScope, account: { name: string; requireTwoStep: boolean }) => Promise<T>,
): Promise<T> {
  return scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const account = await lockAccountRow(txScope);
    if (!account) throw new AppError('NOT_FOUND', 'There is no such account.');
    return work(txScope, account);
  });
}

/** Changes or removes one person's assignment under the account's row lock, audited in the same transaction. */
async function changeTeam(
  scope: TenantScope,
  contactRecordId: string,
  newRole: Role | null,
  actor: TeamActor,
): Promise<TeamChange | null> {
  return underAccountLock(scope, async (txScope, account) => {
    const member = await findMemberByContact(txScope, contactRecordId);
    if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.noSuchMember);
    await assertMayChange(txScope, actor, member, newRole);
    if (member.role === newRole) return null;
    if (member.role === 'OWNER' && (await countOwners(txScope)) <= 1)
      throw new AppError('BUSINESS_RULE', TEAM_MESSAGES.lastOwner);
    if (newRole) await setMemberRole(txScope, member.contactId, newRole);
    else await deleteMember(txScope, member.contactId);
    await recordAudit(txScope.db, {
      accountId: scope.accountId,
      actor,
      entity: 'contact-assignment',
      entityId: member.contactRecordId,
      subject: member.email,
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
  return teamMember(scope, contactRecordId);
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

/** Refuses an invitation past the account's hourly allowance, saying when the next one may go. */
async function assertInvitationAllowed(scope: TenantScope) {
  const { count, secondsUntilNext } = await invitationsInLastHour(scope);
  if (count < INVITATIONS_PER_HOUR) return;
  // Counted over a sliding hour: another may go once the first of the hour's invitations is an hour old.
  const retryAfterSeconds = Math.max(1, secondsUntilNext);
  throw new RateLimitedError(tooManyInvitations(Math.ceil(retryAfterSeconds / 60)), retryAfterSeconds);
}

const signInLink = (publicUrl: string) => `${publicUrl}/login`;

/** How to use a temporary password, as the invitation and its resend both say it: the password comes last. */
const temporaryPasswordSteps = (publicUrl: string, temporaryPassword: string) =>
  `Sign in at ${signInLink(publicUrl)} with your email and this temporary password within ${TEMPORARY_PASSWORD_DAYS} days, then choose your own password:\n\n${temporaryPassword}`;

type Invitation = TeamInvitation & { phone?: string | null };
type InvitationDeps = { messages: MessageSender; clock: Clock; publicUrl: string };

/**
 * Brings a person onto the account with a role (issue 27). A new email gets a sign-in that must choose its
 * own password at the first sign-in, with a temporary password valid 7 days mailed to them; an email that has
 * a sign-in gets the account added and is told so. The contact, the assignment, the sign-in and the audit
 * entry are one transaction under the account's lock, like every team change.
 */
export async function inviteMember(scope: TenantScope, invitation: Invitation, actor: TeamActor, deps: InvitationDeps) {
  const now = deps.clock.now();
  const invited = await underAccountLock(scope, (txScope, account) =>
    bringOnTeam(txScope, account, invitation, actor, now),
  );
  await mailInvitation(scope, invited, actor, deps);
  return teamMember(scope, invited.contactRecordId);
}

type Invited = Awaited<ReturnType<typeof bringOnTeam>>;

/**
 * The invitation's writes, in the caller's transaction that holds the account's row lock (an invitation, or
 * staff opening an account with its first OWNER): mail it with `mailInvitation` once that commits.
 */
export async function bringOnTeam(
  txScope: TenantScope,
  account: { name: string; requireTwoStep: boolean },
  invitation: Invitation,
  actor: TeamActor,
  now: Date,
) {
  const tx = txScope.db;
  const email = invitation.email.trim().toLowerCase();
  await assertMayChange(txScope, actor, null, invitation.role);
  if (await findMemberByUsername(txScope, email)) throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyOnTeam(email));
  await assertInvitationAllowed(txScope);
  const person = { email, name: invitation.name.trim(), phone: invitation.phone || null };
  const contact = (await findContactByEmail(txScope, email)) ?? (await insertContact(txScope, person));
  await insertMember(txScope, contact.id, invitation.role);
  const signIn = (await hasSignIn(tx, email)) ? null : await createInvitedSignIn(tx, person, now);
  await recordAudit(tx, {
    accountId: txScope.accountId,
    actor,
    entity: INVITATION_AUDIT.brought,
    entityId: contact.recordId,
    subject: email,
    action: 'create',
    before: null,
    after: { email, role: invitation.role, newSignIn: signIn !== null },
  });
  return {
    email,
    name: person.name,
    role: invitation.role,
    accountName: account.name,
    requiresTwoStep: account.requireTwoStep,
    contactRecordId: contact.recordId,
    temporaryPassword: signIn?.temporaryPassword,
  };
}

/** Tells the person brought on, after the commit: a temporary password for a new sign-in, or that access was added. */
export async function mailInvitation(scope: TenantScope, invited: Invited, actor: TeamActor, deps: InvitationDeps) {
  const { email, name, role, accountName, temporaryPassword } = invited;
  // An account that requires two-step sign-in is not opened by a sign-in the person already had without one:
  // it ends, and their next sign-in sets the app up first (docs/decisions/0042).
  if (invited.requiresTwoStep) await endSignInsWithoutTwoStep(scope.db, [email], deps.clock.now());
  await deps.messages.send({
    channel: 'email',
    to: email,
    subject: temporaryPassword
      ? `${actor.username} invited you to ${accountName} on the Advertiser Portal`
      : `You now have access to ${accountName}`,
    text: temporaryPassword
      ? `Hello ${name},\n\n${actor.username} invited you to ${accountName} in the Advertiser Portal as ${role}.\n\n${temporaryPasswordSteps(deps.publicUrl, temporaryPassword)}`
      : `Hello ${name},\n\n${actor.username} gave you access to ${accountName} in the Advertiser Portal as ${role}. Sign in as usual at ${signInLink(deps.publicUrl)} and choose it from your accounts.`,
  });
}

/** Mails an invited person a new temporary password; the one sent before stops working. */
export async function resendInvitation(
  scope: TenantScope,
  contactRecordId: string,
  actor: TeamActor,
  deps: InvitationDeps,
) {
  const now = deps.clock.now();
  const sent = await underAccountLock(scope, async (txScope, account) => {
    const tx = txScope.db;
    const member = await findMemberByContact(txScope, contactRecordId);
    if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.noSuchMember);
    await assertMayChange(txScope, actor, member, member.role);
    await assertInvitationAllowed(txScope);
    const temporaryPassword = await renewTemporaryPassword(tx, member.email, now);
    if (!temporaryPassword) throw new AppError('BUSINESS_RULE', TEAM_MESSAGES.signedInAlready(member.email));
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: INVITATION_AUDIT.resent,
      entityId: member.contactRecordId,
      subject: member.email,
      action: 'update',
      before: null,
      after: { email: member.email },
    });
    return { accountName: account.name, member, temporaryPassword };
  });
  const { accountName, member, temporaryPassword } = sent;
  await deps.messages.send({
    channel: 'email',
    to: member.email,
    subject: `Your new temporary password for ${accountName}`,
    text: `Hello ${member.name},\n\n${actor.username} sent you a new temporary password for ${accountName} in the Advertiser Portal; the one sent before no longer works.\n\n${temporaryPasswordSteps(deps.publicUrl, temporaryPassword)}`,
  });
  return teamMember(scope, contactRecordId);
}

/**
 * Provider staff turn a person's two-step sign-in off (a phone lost with its recovery codes), from the team of
 * an account they are on: recorded in that account's audit log and mailed to the person, who can set it up
 * again. The route admits staff alone.
 */
export async function resetMemberTwoStep(
  scope: TenantScope,
  contactRecordId: string,
  actor: TeamActor,
  messages: MessageSender,
) {
  const member = await underAccountLock(scope, async (txScope) => {
    const found = await findMemberByContact(txScope, contactRecordId);
    if (!found) throw new AppError('NOT_FOUND', TEAM_MESSAGES.noSuchMember);
    if (!(await resetTwoStep(txScope.db, found.email)))
      throw new AppError('BUSINESS_RULE', `${found.email} has no two-step sign-in to reset.`);
    await recordAudit(txScope.db, {
      accountId: scope.accountId,
      actor,
      entity: 'two-step-sign-in',
      entityId: found.contactRecordId,
      subject: found.email,
      action: 'update',
      before: { email: found.email, twoStep: 'on' },
      after: { email: found.email, twoStep: 'off' },
    });
    return found;
  });
  await messages.send({
    channel: 'email',
    to: member.email,
    subject: 'Your two-step sign-in was turned off',
    text: `Hello ${member.name || member.email},\n\nAt your request, our staff (${actor.username}) turned off two-step sign-in for your Advertiser Portal sign-in: your authenticator app and your recovery codes no longer work, and your next sign-in asks for your password alone.\n\nSet it up again under Profile > Two-step sign-in. If you did not ask for this, change your password and contact us at once.`,
  });
  return teamMember(scope, contactRecordId);
}

/** One person's assignment as the team list shows it. */
async function teamMember(scope: TenantScope, contactRecordId: string) {
  const assignment = (await listAccountContacts(scope)).find((item) => item.Contact__r.Id === contactRecordId);
  if (!assignment) throw new AppError('NOT_FOUND', TEAM_MESSAGES.noSuchMember);
  return assignment;
}
