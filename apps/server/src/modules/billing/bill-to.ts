import { eq } from 'drizzle-orm';
import { accounts, billingAccounts } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import type { BillTo } from '../../lib/pdf-layout';

/**
 * The account's billing identity: the billing address when it has one of its own, else the registered place
 * (the account keeps a city and state only).
 */
export async function billToOf(scope: TenantScope): Promise<BillTo> {
  const [row] = await scope.db
    .select({
      legalName: accounts.businessFormalName,
      accountNumber: accounts.accountNumber,
      city: accounts.city,
      state: accounts.state,
      sameAsRegistered: accounts.isBillingSameAsRegisteredAddress,
      billingAddress: billingAccounts.billingAddress,
    })
    .from(accounts)
    .leftJoin(billingAccounts, eq(billingAccounts.accountId, accounts.id))
    .where(eq(accounts.id, scope.accountId));
  if (!row) return { legalName: '', accountNumber: 0, address: [] };
  const own = !row.sameAsRegistered && row.billingAddress;
  const address = own
    ? [own.street, `${own.city}, ${own.state} ${own.zipCode}`]
    : [[row.city, row.state].filter(Boolean).join(', ')].filter(Boolean);
  return { legalName: row.legalName, accountNumber: row.accountNumber, address };
}
