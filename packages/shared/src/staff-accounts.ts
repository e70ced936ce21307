// zod/mini like every API schema (docs/decisions/0007).
import * as z from 'zod/mini';
import { ACCOUNT_STATUSES } from './account-status';
import { accountLabelFields, pageLimit } from './accounts';
import { BILLING_MODES } from './billing';
import { TEXT_LIMITS, plainText, singleLineText } from './text';

/** What staff narrow the accounts table to (issue 30), any several at once. */
export const ACCOUNT_FLAGS = [
  'balanceBelowZero',
  'overdueInvoice',
  'pendingDisputes',
  'newLast30Days',
  'paymentFailing',
  'stoppedByFunds',
] as const;
export type AccountFlag = (typeof ACCOUNT_FLAGS)[number];

export const ACCOUNT_FLAG_LABELS: Record<AccountFlag, string> = {
  balanceBelowZero: 'Balance below zero',
  overdueInvoice: 'Overdue invoice',
  pendingDisputes: 'Disputes waiting',
  newLast30Days: 'Opened in the last 30 days',
  paymentFailing: 'Payment failing',
  stoppedByFunds: 'Stopped by funds',
};

/** The columns the table sorts by. */
export const ACCOUNT_SORTS = [
  'name',
  'accountNumber',
  'status',
  'billingMode',
  'balance',
  'pendingDisputes',
  'createdAt',
] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

const flagsMessage = `each must be one of ${ACCOUNT_FLAGS.join(', ')}`;
const pageMessage = 'must be a whole number from 1 to 10000';

export const staffAccountsQuerySchema = z.object({
  search: z._default(singleLineText(TEXT_LIMITS.search), ''),
  status: z.optional(z.enum(ACCOUNT_STATUSES, { error: `must be one of ${ACCOUNT_STATUSES.join(', ')}` })),
  billingMode: z.optional(z.enum(BILLING_MODES, { error: `must be one of ${BILLING_MODES.join(', ')}` })),
  // Comma-separated in the URL: flags=overdueInvoice,pendingDisputes.
  flags: z._default(
    z.pipe(
      z.pipe(
        plainText(TEXT_LIMITS.search),
        z.transform((value: string) => (value ? value.split(',') : [])),
      ),
      z.array(z.enum(ACCOUNT_FLAGS, { error: flagsMessage })),
    ),
    [],
  ),
  sort: z._default(z.enum(ACCOUNT_SORTS, { error: `must be one of ${ACCOUNT_SORTS.join(', ')}` }), 'name'),
  direction: z._default(z.enum(['asc', 'desc'], { error: 'must be asc or desc' }), 'asc'),
  page: z._default(
    z.coerce
      .number({ error: pageMessage })
      .check(
        z.int({ error: pageMessage }),
        z.minimum(1, { error: pageMessage }),
        z.maximum(10_000, { error: pageMessage }),
      ),
    1,
  ),
  limit: pageLimit(100, 25),
});
export type StaffAccountsQuery = z.output<typeof staffAccountsQuerySchema>;

export const staffAccountRowSchema = z.object({
  Postgres_External_Key__c: z.string(),
  Name: z.string(),
  ...accountLabelFields,
  Account_Status__c: z.string(),
  billingMode: z.enum(BILLING_MODES),
  /** Prepaid funds less what is owed: below zero, the account owes. */
  balanceCents: z.number(),
  overdueInvoice: z.boolean(),
  pendingDisputes: z.number(),
  paymentFailing: z.boolean(),
  stoppedByFunds: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccountRow = z.infer<typeof staffAccountRowSchema>;

export const staffAccountsPageSchema = z.object({
  items: z.array(staffAccountRowSchema),
  total: z.number(),
  /** The sizes of the staff's queues across every account, whatever the table's filters. */
  queues: z.object({
    disputesWaiting: z.number(),
    paymentsFailing: z.number(),
    accountsStoppedByFunds: z.number(),
  }),
});
export type StaffAccountsPage = z.infer<typeof staffAccountsPageSchema>;
