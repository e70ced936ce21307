import { eq } from 'drizzle-orm';
import { ianaZoneOf } from '@portal/shared/account-time';
import { accounts } from './schema/index';
import type { TenantScope } from './tenant-scope';

/** The IANA zone of the scope's account: its days, budget periods and schedules run in it. */
export async function accountZone(scope: TenantScope): Promise<string> {
  const [row] = await scope.db
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, scope.accountId));
  return ianaZoneOf(row?.timeZone);
}
