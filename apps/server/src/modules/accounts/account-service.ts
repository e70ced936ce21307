import type { z } from 'zod/mini';
import type { accountUpdateSchema } from '@portal/shared/account-forms';
import type { Account } from '@portal/shared/accounts';
import { MESSAGES } from '@portal/shared/messages';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit, type Actor } from '../../lib/audit';
import { lockAccountRow, readAccount, writeAccountRow } from './account-repository';

type AccountUpdate = z.output<typeof accountUpdateSchema>;

const noSuchAccount = () => new AppError('NOT_FOUND', 'There is no such account.');

export async function loadAccount(scope: TenantScope): Promise<Account> {
  const account = await readAccount(scope);
  if (!account) throw noSuchAccount();
  return account;
}

/**
 * Edits an account's details and records the change in the audit log, in one transaction. The name is
 * the provider's to change: customers who send a different one are refused (specification section 6).
 */
export async function saveAccountDetails(scope: TenantScope, input: AccountUpdate, actor: Actor & { isAdmin: boolean }): Promise<Account> {
  await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const current = await lockAccountRow(txScope);
    if (!current) throw noSuchAccount();
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
    await writeAccountRow(txScope, next);
    await recordAudit(tx, { accountId: scope.accountId, actor, entity: 'account', entityId: scope.accountId, action: 'update', ...change });
  });
  return loadAccount(scope);
}
