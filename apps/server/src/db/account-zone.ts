import { eq } from 'drizzle-orm';
import { dayIn, ianaZoneOf } from '@portal/shared/account-time';
import { accounts } from './schema/index';
import type { TenantScope } from './tenant-scope';

/** The scope's account's time zone as it keeps it (an abbreviation, "CST"): times shown with their zone use it. */
export async function accountTimeZone(scope: TenantScope): Promise<string | null> {
  const [row] = await scope.db
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, scope.accountId));
  return row?.timeZone ?? null;
}

/** The IANA zone of the scope's account: its days, budget periods and schedules run in it. */
export async function accountZone(scope: TenantScope): Promise<string> {
  return ianaZoneOf(await accountTimeZone(scope));
}

/** The account's calendar day at an instant (YYYY-MM-DD): invoices past their due day are overdue from the next. */
export async function accountDay(scope: TenantScope, at: Date): Promise<string> {
  return dayIn(await accountZone(scope), at);
}
