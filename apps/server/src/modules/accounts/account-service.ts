import type { z } from 'zod/mini';
import type { accountUpdateSchema } from '@portal/shared/account-forms';
import type { Account } from '@portal/shared/accounts';
import { MESSAGES } from '@portal/shared/messages';
import { formatPhone } from '@portal/shared/phone-format';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit, type Actor } from '../../db/audit';
import { textCell, toCsv } from '../../lib/csv';
import { listAccountContacts, lockAccountRow, readAccount, writeAccountRow } from './account-repository';

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
export async function saveAccountDetails(
  scope: TenantScope,
  input: AccountUpdate,
  actor: Actor & { isAdmin: boolean },
): Promise<Account> {
  await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const current = await lockAccountRow(txScope);
    if (!current) throw noSuchAccount();
    if (input.Name !== current.name && !actor.isAdmin) {
      throw new AppError('BUSINESS_RULE', MESSAGES.mustContactAdminToUpdateName, [
        { path: 'body.Name', message: MESSAGES.mustContactAdminToUpdateName },
      ]);
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
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'account',
      entityId: scope.accountId,
      action: 'update',
      ...change,
    });
  });
  return loadAccount(scope);
}

/** The account's contacts as a CSV file (the same rows and order as the contacts list), with its file name. */
export async function exportContactsCsv(scope: TenantScope): Promise<{ fileName: string; csv: string }> {
  const [account, contacts] = await Promise.all([loadAccount(scope), listAccountContacts(scope)]);
  const rows = contacts.map(({ Contact__r: contact, Contact_Role__c: role }) => [
    textCell([contact.FirstName, contact.LastName].filter(Boolean).join(' ')),
    textCell(contact.Email),
    formatPhone(contact.Phone),
    role,
  ]);
  return { fileName: `contacts-${account.AccountNumber}.csv`, csv: toCsv(['Name', 'Email', 'Phone', 'Role'], rows) };
}
