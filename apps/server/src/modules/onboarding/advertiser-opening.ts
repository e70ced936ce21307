import type { NewAdvertiser } from '@portal/shared/new-advertiser';
import type { MessageSender } from '../../adapters/message';
import type { Db } from '../../db/database';
import { tenantScope } from '../../db/tenant-scope';
import type { Clock } from '../../lib/clock';
import { loadAccount, mailInvitation, openAccountRecord, type TeamActor } from '../accounts';
import { openBillingAccount } from '../billing';

/**
 * Provider staff open an account for a new advertiser (issue 30): the account with its number, its first OWNER
 * and the audit entry (accounts), and its billing account (billing: the account's email and registered address
 * receive the invoices) are one transaction; the OWNER's invitation is mailed once it commits. The route is
 * idempotent, so a double submit opens one account.
 */
export async function openAdvertiser(
  db: Db,
  request: NewAdvertiser,
  actor: TeamActor,
  deps: { messages: MessageSender; clock: Clock; publicUrl: string },
) {
  const { accountId, invited } = await db.transaction(async (tx) => {
    const opened = await openAccountRecord(tx, request, actor, deps.clock.now());
    await openBillingAccount(tenantScope(tx, opened), {
      mode: request.billingMode,
      billingEmail: request.Email_Address__c.toLowerCase(),
      billingAddress: request.registeredAddress,
    });
    return opened;
  });
  const scope = tenantScope(db, { accountId });
  await mailInvitation(scope, invited, actor, deps);
  return loadAccount(scope);
}
