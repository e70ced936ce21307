import { eq } from 'drizzle-orm';
import type { Account } from '@portal/shared/accounts';
import type { Db } from '../../db/database';
import { accountManagers, accounts } from '../../db/schema/index';

type AccountRow = typeof accounts.$inferSelect;
type ManagerRow = typeof accountManagers.$inferSelect;

/** The short number, city and state that tell accounts apart for people. */
export const accountLabel = (row: Pick<AccountRow, 'accountNumber' | 'city' | 'state'>) => ({
  AccountNumber: String(row.accountNumber),
  City: row.city,
  State: row.state,
});

/** An account as other records reference it (assignments, search results). */
export const accountReference = (row: AccountRow) => ({ Postgres_External_Key__c: row.id, Name: row.name, ...accountLabel(row) });

/** A database row in the specification's Account shape (section 3). */
export function toAccount(row: AccountRow, manager: ManagerRow | null): Account {
  return {
    Id: row.recordId,
    Name: row.name,
    Postgres_External_Key__c: row.id,
    ...accountLabel(row),
    Account_Status__c: row.status,
    Account_Status_Reason__c: row.statusReason,
    Business_Formal_Name__c: row.businessFormalName,
    Phone: row.phone,
    Email_Address__c: row.email,
    Time_Zone__c: row.timeZone,
    Account_Manager__c: manager?.recordId ?? null,
    AccountSource: row.accountSource,
    ParentId: row.parentId,
    Registered_Address_Id_Ext__c: row.registeredAddressId,
    BillingAddress_Id_Ext__c: row.billingAddressId,
    Billing_Status__c: row.billingStatus,
    Is_Autopay_Enabled__c: row.isAutopayEnabled,
    Post_Paid_Status__c: row.postPaidStatus,
    Is_Billing_Same_As_Registered_Address__c: row.isBillingSameAsRegisteredAddress,
    RecordTypeId: row.recordTypeId,
    // Payment methods arrive with billing; until then no account has a default one.
    hasDefaultPaymentMethod: false,
    billingDetails: { billingStatus: row.billingStatus, autopayEnabled: row.isAutopayEnabled, postPaidStatus: row.postPaidStatus },
    Account_Manager__r: manager ? { Id: manager.recordId, Name: manager.name, Email: manager.email } : null,
  };
}

export async function loadAccount(db: Db, accountId: string): Promise<Account | undefined> {
  const [row] = await db
    .select({ account: accounts, manager: accountManagers })
    .from(accounts)
    .leftJoin(accountManagers, eq(accountManagers.id, accounts.accountManagerId))
    .where(eq(accounts.id, accountId));
  return row && toAccount(row.account, row.manager);
}
