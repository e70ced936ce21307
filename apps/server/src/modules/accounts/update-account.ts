import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared/messages';
import type { Account } from '@portal/shared/accounts';
import type { z } from 'zod';
import type { accountUpdateSchema } from '@portal/shared/account-forms';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { changedFields, recordAudit, type Actor } from '../../lib/audit';
import { loadAccount } from './account-record';

type AccountUpdate = z.output<typeof accountUpdateSchema>;

/**
 * Edits an account's details and records the change in the audit log, in one transaction. The name is
 * the provider's to change: customers who send a different one are refused (specification section 6).
 */
export async function updateAccount(db: Db, accountId: string, input: AccountUpdate, actor: Actor & { isAdmin: boolean }): Promise<Account> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
    if (!current) throw new AppError('NOT_FOUND', 'There is no such account.');
    if (input.Name !== current.name && !actor.isAdmin) {
      throw new AppError('BUSINESS_RULE', MESSAGES.mustContactAdminToUpdateName, [{ path: 'body.Name', message: MESSAGES.mustContactAdminToUpdateName }]);
    }
    const next = {
      name: input.Name,
      businessFormalName: input.Business_Formal_Name__c,
      ...(input.Email !== undefined && { email: input.Email === '' ? null : input.Email.toLowerCase() }),
      ...(input.Phone !== undefined && { phone: input.Phone }),
      ...(input.Time_Zone__c !== undefined && { timeZone: input.Time_Zone__c }),
    };
    const change = changedFields(current, next);
    if (!change) return;
    await tx.update(accounts).set({ ...next, updatedAt: sql`now()` }).where(eq(accounts.id, accountId));
    await recordAudit(tx, { accountId, actor, entity: 'account', entityId: accountId, action: 'update', ...change });
  });
  const updated = await loadAccount(db, accountId);
  if (!updated) throw new AppError('NOT_FOUND', 'There is no such account.');
  return updated;
}
