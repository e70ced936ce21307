import { allows, type Permission } from '@portal/shared/api/permissions';
import { byUrgency, type Attention } from '@portal/shared/attention';
import type { Role } from '@portal/shared/roles';
import { accountZone } from '../../db/account-zone';
import type { TenantScope } from '../../db/tenant-scope';
import { billingAttention } from '../billing/index';
import { budgetAttention, setupAttention } from '../campaigns/index';
import { supplyAttention } from '../supply/index';

/**
 * What needs the caller now, from each module's own rules, read at each request (nothing is stored, so nothing
 * goes stale): only the kinds the caller's role may act on, most severe first.
 */
export async function listAttention(
  scope: TenantScope,
  caller: { isAdmin: boolean; role: Role | null },
  now: Date,
): Promise<Attention> {
  const may = (permission: Permission) => allows(caller, permission);
  const zone = await accountZone(scope);
  const at = { now, zone };
  const parts = await Promise.all([
    may('budgets.edit') ? budgetAttention(scope, at) : [],
    setupAttention(scope, { trackingNumbers: may('campaigns.edit'), listings: may('listings.edit') }),
    may('billing.manage') ? billingAttention(scope, at) : [],
    may('leads.work') ? supplyAttention(scope, at) : [],
  ]);
  return { items: parts.flat().sort(byUrgency) };
}
