import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ATTENTION_RULES } from '@portal/shared/attention';
import type { AccountSort, StaffAccountsPage, StaffAccountsQuery } from '@portal/shared/staff-accounts';
import type { Db } from '../../db/database';
import { accounts, billingAccounts, campaigns, disputes, invoices, payments } from '../../db/schema/index';
import { accountSearchCondition } from './account-repository';

const DAY_MS = 86_400_000;
const NEW_ACCOUNT_DAYS = 30;

/**
 * Every account with what the staff look for (issue 30), as one subquery the table and the queue tiles both
 * read: prepaid balance, an open invoice past its due day, disputes waiting, a latest payment declined in the
 * last 7 days, and prepaid funds below the cheapest lead or call of an active campaign (the customer's own
 * attention rules, billing-attention.ts, counted here for all accounts at once). Due days are compared with
 * today's UTC date: at most a few hours from the account's own midnight.
 */
function flaggedAccounts(db: Db, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const paymentsSince = new Date(now.getTime() - ATTENTION_RULES.lookBackDays * DAY_MS).toISOString();
  const balance = sql<number>`(0 - coalesce(${billingAccounts.owedCents}, 0))`;
  const mode = sql<'PREPAID' | 'POSTPAID'>`coalesce(${billingAccounts.mode}, 'PREPAID')`;
  const cheapest = sql`(
    select min(least(
      case when 'CALL' = any(${campaigns.leadTypes}) then ${campaigns.callPriceCents} end,
      case when 'FORM' = any(${campaigns.leadTypes}) then ${campaigns.formPriceCents} end))
    from ${campaigns} where ${campaigns.accountId} = ${accounts.id} and ${campaigns.status} = 'ACTIVE')`;
  return db
    .select({
      id: accounts.id,
      name: accounts.name,
      accountNumber: accounts.accountNumber,
      city: accounts.city,
      state: accounts.state,
      status: accounts.status,
      createdAt: accounts.createdAt,
      billingMode: mode.as('billing_mode'),
      balanceCents: balance.mapWith(Number).as('balance_cents'),
      overdueInvoice: sql<boolean>`exists (
        select 1 from ${invoices}
        where ${invoices.accountId} = ${accounts.id} and ${invoices.status} = 'OPEN' and ${invoices.dueDate} < ${today})`.as(
        'overdue_invoice',
      ),
      pendingDisputes: sql<number>`(
        select count(*) from ${disputes}
        where ${disputes.accountId} = ${accounts.id} and ${disputes.status} = 'PENDING')`
        .mapWith(Number)
        .as('pending_disputes'),
      paymentFailing: sql<boolean>`coalesce((
        select ${payments.status} = 'FAILED' and ${payments.createdAt} >= ${paymentsSince}::timestamptz
        from ${payments}
        where ${payments.accountId} = ${accounts.id} and ${payments.status} in ('SUCCEEDED', 'FAILED')
        order by ${payments.createdAt} desc, ${payments.id} desc limit 1), false)`.as('payment_failing'),
      stoppedByFunds: sql<boolean>`coalesce(${mode} = 'PREPAID' and ${balance} < ${cheapest}, false)`.as(
        'stopped_by_funds',
      ),
    })
    .from(accounts)
    .leftJoin(billingAccounts, eq(billingAccounts.accountId, accounts.id))
    .as('flagged');
}

/** A page of the staff's accounts table, filtered and sorted as asked, with the queue sizes. */
export async function staffAccountsPage(db: Db, query: StaffAccountsQuery, now: Date): Promise<StaffAccountsPage> {
  const flagged = flaggedAccounts(db, now);
  const newSince = new Date(now.getTime() - NEW_ACCOUNT_DAYS * DAY_MS);
  const flagConditions: Record<StaffAccountsQuery['flags'][number], SQL> = {
    balanceBelowZero: sql`${flagged.balanceCents} < 0`,
    overdueInvoice: sql`${flagged.overdueInvoice}`,
    pendingDisputes: sql`${flagged.pendingDisputes} > 0`,
    newLast30Days: sql`${flagged.createdAt} >= ${newSince.toISOString()}::timestamptz`,
    paymentFailing: sql`${flagged.paymentFailing}`,
    stoppedByFunds: sql`${flagged.stoppedByFunds}`,
  };
  const sortColumns: Record<AccountSort, SQL> = {
    name: sql`lower(${flagged.name})`,
    accountNumber: sql`${flagged.accountNumber}`,
    status: sql`${flagged.status}`,
    billingMode: sql`${flagged.billingMode}`,
    balance: sql`${flagged.balanceCents}`,
    pendingDisputes: sql`${flagged.pendingDisputes}`,
    createdAt: sql`${flagged.createdAt}`,
  };
  const order = query.direction === 'desc' ? desc : asc;
  const searched = accountSearchCondition(query.search);
  const [rows, [queues]] = await Promise.all([
    db
      .select({
        id: flagged.id,
        name: flagged.name,
        accountNumber: flagged.accountNumber,
        city: flagged.city,
        state: flagged.state,
        status: flagged.status,
        createdAt: flagged.createdAt,
        billingMode: flagged.billingMode,
        balanceCents: flagged.balanceCents,
        overdueInvoice: flagged.overdueInvoice,
        pendingDisputes: flagged.pendingDisputes,
        paymentFailing: flagged.paymentFailing,
        stoppedByFunds: flagged.stoppedByFunds,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(flagged)
      .where(
        and(
          searched && sql`${flagged.id} in (select ${accounts.id} from ${accounts} where ${searched})`,
          query.status ? eq(flagged.status, query.status) : undefined,
          query.billingMode ? sql`${flagged.billingMode} = ${query.billingMode}` : undefined,
          ...query.flags.map((flag) => flagConditions[flag]),
        ),
      )
      // The account number breaks ties: a page boundary never splits or repeats equal rows.
      .orderBy(order(sortColumns[query.sort]), order(flagged.accountNumber))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({
        disputesWaiting: sql<number>`coalesce(sum(${flagged.pendingDisputes}), 0)`.mapWith(Number),
        paymentsFailing: sql<number>`count(*) filter (where ${flagged.paymentFailing})`.mapWith(Number),
        accountsStoppedByFunds: sql<number>`count(*) filter (where ${flagged.stoppedByFunds})`.mapWith(Number),
      })
      .from(flagged),
  ]);
  return {
    items: rows.map((row) => ({
      Postgres_External_Key__c: row.id,
      Name: row.name,
      AccountNumber: String(row.accountNumber),
      City: row.city,
      State: row.state,
      Account_Status__c: row.status,
      billingMode: row.billingMode,
      balanceCents: row.balanceCents,
      overdueInvoice: row.overdueInvoice,
      pendingDisputes: row.pendingDisputes,
      paymentFailing: row.paymentFailing,
      stoppedByFunds: row.stoppedByFunds,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    queues: queues!,
  };
}
