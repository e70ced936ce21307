import { and, eq } from 'drizzle-orm';
import type { SignInPolicy } from '@portal/shared/sign-in-policy';
import type { MessageSender } from '../../adapters/message';
import { recordAudit, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { accountContactAssignments, accounts, contacts } from '../../db/schema/index';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { endSignInsWithoutTwoStep, peopleWithoutTwoStep } from '../identity';
import { lockAccountRow, writeAccountRow } from './account-repository';

export const SIGN_IN_POLICY_MESSAGES = {
  ownTwoStepFirst:
    'Turn on two-step sign-in for yourself first (Profile > Two-step sign-in, or a passkey): requiring it signs out every member who has none.',
};

async function memberEmails(scope: TenantScope): Promise<string[]> {
  const rows = await scope.db
    .select({ email: contacts.email })
    .from(accountContactAssignments)
    .innerJoin(contacts, eq(contacts.id, accountContactAssignments.contactId))
    .where(eq(accountContactAssignments.accountId, scope.accountId));
  return rows.map((row) => row.email);
}

/** Whether the account requires two-step sign-in, and how many of its members have no second step yet. */
export async function loadSignInPolicy(scope: TenantScope): Promise<SignInPolicy> {
  const [account] = await scope.db
    .select({ requireTwoStep: accounts.requireTwoStep })
    .from(accounts)
    .where(eq(accounts.id, scope.accountId));
  if (!account) throw new AppError('NOT_FOUND', 'There is no such account.');
  const without = await peopleWithoutTwoStep(scope.db, await memberEmails(scope));
  return { requireTwoStep: account.requireTwoStep, membersWithoutTwoStep: without.length };
}

/**
 * The owner's choice, audited. Turned on, members without a second step are signed out at once (every process,
 * within a second) and mailed; their next sign-in asks them to set up the authenticator app before it goes on.
 */
export async function saveSignInPolicy(
  scope: TenantScope,
  requireTwoStep: boolean,
  actor: Actor & { isAdmin: boolean },
  deps: { messages: MessageSender; clock: Clock },
): Promise<SignInPolicy> {
  // An owner without a second step would sign themselves out with the rest: they set one up first.
  if (requireTwoStep && !actor.isAdmin && (await peopleWithoutTwoStep(scope.db, [actor.username])).length > 0)
    throw new AppError('BUSINESS_RULE', SIGN_IN_POLICY_MESSAGES.ownTwoStepFirst);
  const changed = await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const account = await lockAccountRow(txScope);
    if (!account) throw new AppError('NOT_FOUND', 'There is no such account.');
    if (account.requireTwoStep === requireTwoStep) return null;
    await writeAccountRow(txScope, { requireTwoStep });
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'account',
      entityId: account.recordId,
      action: 'update',
      before: { requireTwoStep: account.requireTwoStep },
      after: { requireTwoStep },
    });
    return { accountName: account.name };
  });
  if (changed && requireTwoStep) {
    const signedOut = await endSignInsWithoutTwoStep(scope.db, await memberEmails(scope), deps.clock.now());
    await tellMembers(signedOut, changed.accountName, deps.messages);
  }
  return loadSignInPolicy(scope);
}

async function tellMembers(people: { email: string }[], accountName: string, messages: MessageSender) {
  for (const person of people)
    await messages.send({
      channel: 'email',
      to: person.email,
      subject: `${accountName} now requires two-step sign-in`,
      text: `Hello,\n\nAn owner of ${accountName} on the Advertiser Portal now requires two-step sign-in, so you were signed out. At your next sign-in you will be asked to set up an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and the like) before the portal opens; a passkey added under Profile counts too.`,
    });
}

/**
 * Whether any account the person is a member of requires two-step sign-in: the identity service asks it at
 * each sign-in of a person without a second step (given to it by the composition root).
 */
export async function twoStepRequiredFor(db: Db, username: string): Promise<boolean> {
  const [required] = await db
    .select({ id: accounts.id })
    .from(accountContactAssignments)
    .innerJoin(contacts, eq(contacts.id, accountContactAssignments.contactId))
    .innerJoin(accounts, eq(accounts.id, accountContactAssignments.accountId))
    .where(and(eq(contacts.email, username.trim().toLowerCase()), eq(accounts.requireTwoStep, true)))
    .limit(1);
  return Boolean(required);
}
