import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BillingMode } from '@portal/shared/billing';
import type { Role } from '@portal/shared/roles';
import type { Db } from '../db/database';
import { accountContactAssignments, accounts, billingAccounts, contacts, identityUsers } from '../db/schema/index';
import { hashPassword } from '../modules/identity/domain/passwords';
import { TEST_DEMO_PASSWORD } from './demo';

let sequence = 0;
const next = () => (sequence += 1);

/**
 * An account with plausible details; any field can be overridden. It bills post-paid unless told (so its
 * leads and calls bill without paying in first); `billingMode: null` leaves it without a billing row.
 */
export async function createAccount(
  db: Db,
  overrides: Partial<typeof accounts.$inferInsert> = {},
  { billingMode = 'POSTPAID' }: { billingMode?: BillingMode | null } = {},
) {
  const n = next();
  const [row] = await db
    .insert(accounts)
    .values({
      id: randomUUID(),
      recordId: `001TEST${String(n).padStart(10, '0')}`,
      name: `Test Account ${n}`,
      businessFormalName: `Test Account ${n} LLC`,
      city: 'Dallas',
      state: 'TX',
      ...overrides,
    })
    .returning();
  if (billingMode) await db.insert(billingAccounts).values({ accountId: row!.id, mode: billingMode });
  return row!;
}

/** A contact holding a role on an account (the user with that email then has the role). */
export async function createContactWithRole(
  db: Db,
  options: { accountId: string; role: Role; email?: string; lastName?: string },
) {
  const n = next();
  const [contact] = await db
    .insert(contacts)
    .values({
      recordId: `003TEST${String(n).padStart(10, '0')}`,
      firstName: 'Test',
      lastName: options.lastName ?? `Contact ${n}`,
      email: options.email ?? `contact-${n}@test.example`,
    })
    .returning();
  await db.insert(accountContactAssignments).values({
    recordId: `a0BTEST${String(n).padStart(10, '0')}`,
    accountId: options.accountId,
    contactId: contact!.id,
    role: options.role,
  });
  return contact!;
}

/**
 * Gives the demo contacts the roles they hold on the demo parent account on another account too, so the
 * demo users (billing@demo.test, ...) can work on a fresh account of the test's own.
 */
export async function grantDemoRoles(db: Db, accountId: string, fromAccountId: string): Promise<void> {
  await db.execute(sql`insert into account_contact_assignments (record_id, account_id, contact_id, role)
    select 'a0X' || substr(md5(random()::text), 1, 15), ${accountId}, contact_id, role
    from account_contact_assignments where account_id = ${fromAccountId}`);
}

/**
 * A person who signs in with the demo password and holds `role` on an account: a user of their own, so a
 * test may sign them out, disable them or change their role without touching the demo users.
 */
export async function createPersonWithRole(
  db: Db,
  options: { accountId: string; role: Role; email?: string; password?: string },
) {
  const email = options.email ?? `person-${next()}-${randomUUID().slice(0, 8)}@test.example`;
  const [user] = await db
    .insert(identityUsers)
    .values({
      username: email,
      email,
      emailVerified: true,
      name: 'Test Person',
      status: 'CONFIRMED',
      passwordHash: await hashPassword(options.password ?? TEST_DEMO_PASSWORD),
    })
    .returning();
  const contact = await createContactWithRole(db, { accountId: options.accountId, role: options.role, email });
  return { email, userId: user!.id, contactId: contact.id };
}
