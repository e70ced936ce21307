import type { NewAdvertiser } from '@portal/shared/new-advertiser';
import type { Db } from '../../db/database';
import { recordAudit } from '../../db/audit';
import { accounts } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { newRecordId } from './team-repository';
import { bringOnTeam, type TeamActor } from './team-service';

/**
 * The accounts module's part of opening an account for a new advertiser (modules/onboarding): the account row
 * with its number, the audit entry and its first OWNER on the team, in the caller's transaction. The OWNER's
 * invitation is mailed with `mailInvitation` once it commits.
 */
export async function openAccountRecord(tx: Db, request: NewAdvertiser, actor: TeamActor, now: Date) {
  const [opened] = await tx
    .insert(accounts)
    .values({
      recordId: newRecordId('001'),
      name: request.Name,
      businessFormalName: request.Business_Formal_Name__c,
      phone: request.Phone,
      email: request.Email_Address__c.toLowerCase(),
      timeZone: request.Time_Zone__c,
      city: request.registeredAddress.city,
      state: request.registeredAddress.state,
      registeredAddress: request.registeredAddress,
      accountSource: 'Provider staff',
    })
    .returning();
  const scope = tenantScope(tx, { accountId: opened!.id });
  await recordAudit(tx, {
    accountId: opened!.id,
    actor,
    entity: 'account',
    entityId: opened!.recordId,
    action: 'create',
    before: null,
    after: {
      Name: request.Name,
      Business_Formal_Name__c: request.Business_Formal_Name__c,
      billingMode: request.billingMode,
      owner: request.owner.email.toLowerCase(),
    },
  });
  const invited = await bringOnTeam(scope, opened!, { ...request.owner, role: 'OWNER' }, actor, now);
  return { accountId: opened!.id, invited };
}
