import type { Person } from '@portal/shared/people';
import { personActionRefusal, PEOPLE_MESSAGES, type PersonAction } from '@portal/shared/people-rules';
import type { MessageSender, OutgoingMessage } from '../../../adapters/message';
import { recordAudit, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { generateTemporaryPassword, TEMPORARY_PASSWORD_DAYS } from '../domain/invitations';
import { hashPassword } from '../domain/passwords';
import { revokeAllTokens } from '../domain/tokens';
import { updateUser, type IdentityUser } from '../domain/users';
import { temporaryPasswordMail, twoStepResetMail } from './people-mail';
import {
  decodePeopleCursor,
  encodePeopleCursor,
  findPeople,
  findPerson,
  lockPerson,
  managesStaff,
  removePasskeys,
  withDetails,
  type PeopleFilters,
} from './people-repository';

/** What the people console works with: a part of the identity context. */
export interface PeopleContext {
  db: Db;
  clock: Clock;
  messages: MessageSender;
}

export async function listPeopleFor(
  ctx: PeopleContext,
  caller: Actor & { userId: string },
  query: Omit<PeopleFilters, 'after'> & { cursor?: string },
) {
  const { people, last } = await findPeople(ctx.db, {
    ...query,
    after: query.cursor ? decodePeopleCursor(query.cursor) : null,
  });
  return {
    items: people,
    nextCursor: last === null ? null : encodePeopleCursor(last),
    caller: { userId: caller.userId, managesStaff: await managesStaff(ctx.db, caller.userId) },
  };
}

type Values = Record<string, unknown>;

/** What an action changed: the audit's before and after, whether the person's sign-ins end, what they are mailed. */
interface Change {
  before: Values;
  after: Values;
  endsSignIns?: true;
  mail?: OutgoingMessage;
}

interface ApplyInput {
  tx: Db;
  user: IdentityUser;
  person: Person;
  now: Date;
  /** A reset's temporary password with its hash, made before the row was locked (hashing is slow on purpose). */
  temporary: { password: string; hash: string } | null;
  publicUrl: string;
}

const TEMPORARY_PASSWORD_MS = TEMPORARY_PASSWORD_DAYS * 24 * 60 * 60 * 1000;

/** Each action's writes on the locked row; null when there is nothing to change (it was done already). */
const APPLY: Record<PersonAction, (input: ApplyInput) => Promise<Change | null>> = {
  async disable({ tx, user }) {
    if (!user.enabled) return null;
    await updateUser(tx, user.id, { enabled: false });
    return { before: { enabled: true }, after: { enabled: false }, endsSignIns: true };
  },
  async enable({ tx, user }) {
    if (user.enabled) return null;
    await updateUser(tx, user.id, { enabled: true });
    return { before: { enabled: false }, after: { enabled: true } };
  },
  async 'reset-password'({ tx, user, now, temporary, publicUrl }) {
    await updateUser(tx, user.id, {
      status: 'FORCE_CHANGE_PASSWORD',
      passwordHash: temporary!.hash,
      temporaryPasswordExpiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_MS),
      failedPasswordAttempts: 0,
      lockedUntil: null,
    });
    return {
      before: { status: user.status },
      after: { status: 'FORCE_CHANGE_PASSWORD', temporaryPassword: 'mailed' },
      endsSignIns: true,
      mail: temporaryPasswordMail(user, publicUrl, temporary!.password),
    };
  },
  async 'reset-two-step'({ tx, user, person }) {
    await updateUser(tx, user.id, {
      totpEnabled: false,
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
      recoveryCodeHashes: [],
      passkeyRegistrationChallenge: null,
      passkeyRegistrationExpiresAt: null,
    });
    const passkeys = await removePasskeys(tx, user.id);
    return {
      before: { twoStep: person.twoStep },
      after: { twoStep: { app: false, passkeys: 0 } },
      mail: twoStepResetMail(user, passkeys),
    };
  },
  async 'make-staff'({ tx, user }) {
    if (user.internal) return null;
    await updateUser(tx, user.id, { internal: true, staffByOperator: false });
    return { before: { staff: false }, after: { staff: true } };
  },
  async 'remove-staff'({ tx, user }) {
    if (!user.internal) return null;
    await updateUser(tx, user.id, { internal: false, staffByOperator: false });
    // Their access tokens say staff for up to an hour: their sign-ins end, and the next one is a customer's.
    return { before: { staff: true }, after: { staff: false }, endsSignIns: true };
  },
};

/**
 * One staff action on a person's sign-in (issue 30, docs/decisions/0057): the person's row locked, the rules
 * decided on it and on the caller as the database has them now, the change, its audit entry (no account: a
 * sign-in is nobody's tenant data) and the end of their sign-ins in one transaction; the mail after the commit.
 * Answers the person as they are now, and whether their sign-ins ended (this process then forgets them at once).
 */
export async function changePerson(
  ctx: PeopleContext,
  actor: Actor & { userId: string },
  userId: string,
  action: PersonAction,
  reason: string,
): Promise<{ person: Person; endedSignIns: boolean }> {
  const temporary =
    action === 'reset-password'
      ? await (async () => {
          const password = generateTemporaryPassword();
          return { password, hash: await hashPassword(password) };
        })()
      : null;
  const now = ctx.clock.now();
  const change = await ctx.db.transaction(async (tx) => {
    const user = await lockPerson(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', PEOPLE_MESSAGES.noSuchPerson);
    const [person] = await withDetails(tx, [user]);
    const caller = { userId: actor.userId, managesStaff: await managesStaff(tx, actor.userId) };
    const refusal = personActionRefusal(caller, person!, action);
    if (refusal) throw new AppError(refusal.status === 403 ? 'FORBIDDEN' : 'BUSINESS_RULE', refusal.message);
    const made = await APPLY[action]({
      tx,
      user,
      person: person!,
      now,
      temporary,
      publicUrl: ctx.messages.publicUrl,
    });
    if (!made) return null;
    if (made.endsSignIns) await revokeAllTokens(tx, user.id, now);
    await recordAudit(tx, {
      accountId: null,
      actor,
      entity: 'user',
      entityId: user.id,
      subject: user.email,
      action: 'update',
      before: made.before,
      after: { ...made.after, reason },
    });
    return made;
  });
  if (change?.mail) await ctx.messages.send(change.mail);
  const person = await findPerson(ctx.db, userId);
  if (!person) throw new AppError('NOT_FOUND', PEOPLE_MESSAGES.noSuchPerson);
  return { person, endedSignIns: change?.endsSignIns === true };
}
