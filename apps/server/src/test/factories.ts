import { randomUUID } from 'node:crypto';
import type { Role } from '@portal/shared/roles';
import type { Db } from '../db/database';
import { accountContactAssignments, accounts, contacts } from '../db/schema/index';

let sequence = 0;
const next = () => (sequence += 1);

/** An account with plausible details; any field can be overridden. */
export async function createAccount(db: Db, overrides: Partial<typeof accounts.$inferInsert> = {}) {
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
