import { asc, eq } from 'drizzle-orm';
import type { Account } from '@portal/shared/accounts';
import type { AccountStatusChange } from '@portal/shared/account-status';
import { recordAudit, type Actor } from '../../db/audit';
import { campaigns } from '../../db/schema/index';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { lockAccountRow, writeAccountRow } from './account-repository';
import { loadAccount } from './account-service';

/**
 * Staff set the account Active, On Hold or Closed, with the reason the customer reads. The account's campaigns
 * are locked first, in the order ingestion locks them: an ingestion running now finishes with the status it read,
 * and every one after this commits reads the new one, so no event is bought after a hold took effect.
 */
export async function changeAccountStatus(
  scope: TenantScope,
  change: AccountStatusChange,
  actor: Actor,
): Promise<Account> {
  await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.accountId, scope.accountId))
      .orderBy(asc(campaigns.id))
      .for('update');
    const current = await lockAccountRow(txScope);
    if (!current) throw new AppError('NOT_FOUND', 'There is no such account.');
    const next = { status: change.status, statusReason: change.reason };
    if (current.status === next.status && current.statusReason === next.statusReason) return;
    await writeAccountRow(txScope, next);
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'account',
      entityId: scope.accountId,
      action: 'update',
      before: { status: current.status, statusReason: current.statusReason },
      after: next,
    });
  });
  return loadAccount(scope);
}
