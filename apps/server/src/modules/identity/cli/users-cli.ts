// `npm run users -- create|disable|enable|reset|staff|unstaff|list`: operators manage the built-in user pool.
import { PHONE_MESSAGES, toUsPhone } from '@portal/shared/phone';
import { parseArgs } from 'node:util';
import { asc } from 'drizzle-orm';
import { passwordPolicyProblems } from '@portal/shared/password-policy';
import { createMailTransport } from '../../../adapters/mail';
import { ConfigError, loadConfig } from '../../../config/env';
import { openDatabase, type Database } from '../../../db/database';
import { runMigrations } from '../../../db/migrate';
import { identityUsers } from '../../../db/schema/index';
import { createInvitedSignIn, TEMPORARY_PASSWORD_DAYS } from '../domain/invitations';
import { revokeAllTokens } from '../domain/tokens';
import { findUserByUsername, normalizeUsername, updateUser } from '../domain/users';
import { recordAudit } from '../../../db/audit';

const USAGE = `Usage: npm run users -- <command>
  create <email> [--temp-password <password>] [--internal] [--phone "(512) 555-0100"] [--name "Full Name"]
  disable <email> | enable <email> | reset <email> | list
  staff <email>      make an existing sign-in staff, who may make others staff on /admin/people
  unstaff <email>    take staff access away (the only way for staff made here) and end their sign-ins`;

/** Changes made from the command line are audited too, by the operator's login name. */
const CLI_ACTOR = { userId: null, username: `users-cli (${process.env.USER ?? 'operator'})` };

async function create(database: Database, email: string, options: Record<string, string | boolean | undefined>) {
  const username = normalizeUsername(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(username)) throw new ConfigError(`Not an email address: ${email}`);
  if (await findUserByUsername(database.db, username)) throw new ConfigError(`A user ${username} exists already.`);
  const typed = typeof options.phone === 'string' ? options.phone : null;
  const phone = typed === null ? null : toUsPhone(typed);
  if (typed !== null && !phone) throw new ConfigError(`--phone: ${PHONE_MESSAGES.notUs} (got ${typed})`);
  const chosen = typeof options['temp-password'] === 'string' ? options['temp-password'] : undefined;
  const problems = chosen === undefined ? [] : passwordPolicyProblems(chosen);
  if (problems.length > 0)
    throw new ConfigError(`The temporary password does not meet the policy: ${problems.join('; ')}`);
  const { userId, temporaryPassword } = await createInvitedSignIn(
    database.db,
    {
      email: username,
      name: typeof options.name === 'string' ? options.name : '',
      phone,
      internal: options.internal === true,
    },
    new Date(),
    chosen,
  );
  await recordAudit(database.db, {
    accountId: null,
    actor: CLI_ACTOR,
    entity: 'user',
    entityId: userId,
    action: 'create',
    before: null,
    after: { username, internal: options.internal === true },
  });
  return temporaryPassword;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'temp-password': { type: 'string' },
      internal: { type: 'boolean' },
      phone: { type: 'string' },
      name: { type: 'string' },
    },
  });
  const [command, email] = positionals;
  if (!command || (command !== 'list' && !email)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolMax: 2,
    logger: console,
  });
  try {
    await runMigrations(database.db);
    if (command === 'list') {
      const users = await database.db.select().from(identityUsers).orderBy(asc(identityUsers.username));
      for (const user of users) {
        console.log(
          `${user.username.padEnd(32)} ${user.status.padEnd(21)} ${user.enabled ? 'enabled ' : 'disabled'} ${user.internal ? (user.staffByOperator ? 'internal (operator)' : 'internal') : ''}`,
        );
      }
      return;
    }
    if (command === 'create') {
      const temporaryPassword = await create(database, email!, values);
      const mail = createMailTransport(config, database.db);
      await mail?.deliver({
        channel: 'email',
        to: normalizeUsername(email!),
        subject: 'Your Advertiser Portal account',
        text: `An account was created for you. Sign in with your email and the temporary password ${temporaryPassword} within ${TEMPORARY_PASSWORD_DAYS} days, then choose your own password.`,
      });
      console.log(
        `Created ${normalizeUsername(email!)}; temporary password: ${temporaryPassword} (valid ${TEMPORARY_PASSWORD_DAYS} days${mail ? ', also emailed' : '; not emailed: no SMTP_URL'}).`,
      );
      return;
    }
    const user = await findUserByUsername(database.db, email!);
    if (!user) throw new ConfigError(`No user ${email}.`);
    const now = new Date();
    const audit = (before: Record<string, unknown>, after: Record<string, unknown>) =>
      recordAudit(database.db, {
        accountId: null,
        actor: CLI_ACTOR,
        entity: 'user',
        entityId: user.id,
        action: 'update',
        before,
        after,
      });
    if (command === 'disable') {
      await updateUser(database.db, user.id, { enabled: false });
      await audit({ enabled: user.enabled }, { enabled: false });
      await revokeAllTokens(database.db, user.id, now);
      console.log(`Disabled ${user.username} and ended their sign-ins.`);
    } else if (command === 'enable') {
      await updateUser(database.db, user.id, { enabled: true });
      await audit({ enabled: user.enabled }, { enabled: true });
      console.log(`Enabled ${user.username}.`);
    } else if (command === 'staff' || command === 'unstaff') {
      // Staff made here may make others staff on /admin/people, and only this command takes it away (0057).
      const staff = command === 'staff';
      await updateUser(database.db, user.id, { internal: staff, staffByOperator: staff });
      await audit(
        { internal: user.internal, staffByOperator: user.staffByOperator },
        { internal: staff, staffByOperator: staff },
      );
      // Their tokens say staff for up to an hour: a removal ends their sign-ins now.
      if (!staff) await revokeAllTokens(database.db, user.id, now);
      console.log(staff ? `${user.username} is staff.` : `${user.username} is no longer staff; their sign-ins ended.`);
    } else if (command === 'reset') {
      await updateUser(database.db, user.id, { status: 'RESET_REQUIRED' });
      await audit({ status: user.status }, { status: 'RESET_REQUIRED' });
      await revokeAllTokens(database.db, user.id, now);
      console.log(`${user.username} must reset their password (Forgot Password) at the next sign-in.`);
    } else {
      console.error(USAGE);
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A mistyped command line is told what is wrong, not shown a stack trace.
  const badArguments = String((error as { code?: unknown }).code ?? '').startsWith('ERR_PARSE_ARGS');
  if (badArguments) console.error(`${(error as Error).message}\n\n${USAGE}`);
  else console.error(error instanceof ConfigError ? error.message : error);
  process.exit(badArguments ? 2 : 1);
});
