// zod/mini like every API schema (docs/decisions/0007).
import * as z from 'zod/mini';
import type { Permission } from './api/permissions';
import { TEXT_LIMITS, multiLineText } from './text';

/**
 * An account's standing with the provider (the specification's Account_Status__c), set by provider staff with a
 * reason (Account_Status_Reason__c) the customer reads: Active buys leads and calls; On Hold and Closed buy none
 * (ingestion stores them unbilled, ACCOUNT_ON_HOLD or ACCOUNT_CLOSED).
 */
export const ACCOUNT_STATUSES = ['Active', 'On Hold', 'Closed'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const accountStatusChangeSchema = z.strictObject({
  status: z.enum(ACCOUNT_STATUSES, { error: `must be one of ${ACCOUNT_STATUSES.join(', ')}` }),
  reason: multiLineText(TEXT_LIMITS.comment, { required: 'Say why: the customer reads it' }),
});
export type AccountStatusChange = z.input<typeof accountStatusChangeSchema>;

/** What the customer is told above every screen while their account does not buy. */
export function accountStatusNotice(status: string, reason: string | null): string | null {
  const why = reason ? ` ${reason}` : '';
  if (status === 'On Hold')
    return `Your account is on hold: new leads and calls are not bought until it is active again.${why}`;
  if (status === 'Closed')
    return `Your account is closed: no leads or calls are bought for it, and it can be read and paid but not changed.${why}`;
  return null;
}

/**
 * A closed account is read-only for its customers (issue 30): they still read everything and pay what it owes
 * (billing.manage), and change nothing else; provider staff still may.
 */
export function mayChangeClosedAccount(permission: Permission): boolean {
  return permission.endsWith('.read') || permission === 'billing.manage';
}

export const CLOSED_ACCOUNT_MESSAGE =
  'This account is closed: you can read it and pay what it owes, but not change it. Contact Us to open it again.';
