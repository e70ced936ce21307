import { and, desc, eq, gte, ilike, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@portal/shared/account-time';
import { startOfDayIn } from '@portal/shared/zone-calendar';
import type { CustomerStatus, SupplyEventSummary } from '@portal/shared/leads';
import type { z } from 'zod/mini';
import type { supplyEventFilterSchema } from '@portal/shared/leads';
import {
  callTranscripts,
  campaigns,
  disputes,
  invoiceLedgerEntries,
  ledgerEntries,
  listings,
  recordings,
  supplyEvents,
} from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';

export type SupplyEventFilters = z.output<typeof supplyEventFilterSchema>;
export type SupplyEventRow = typeof supplyEvents.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The latest dispute's status of an event (null when it was never disputed). */
export const latestDisputeStatus = sql<'PENDING' | 'APPROVED' | 'REJECTED' | null>`(
  select ${disputes.status} from ${disputes} where ${disputes.supplyEventId} = ${supplyEvents.id}
  order by ${disputes.filedAt} desc limit 1)`;

/** The WHERE of the activity filters, inside the scope's account; days are the account's (zone). */
export function filterConditions(scope: TenantScope, filters: SupplyEventFilters, zone: string): SQL {
  const q = filters.q?.trim();
  const digits = q?.replace(/\D/g, '') ?? '';
  return inAccount(
    scope,
    supplyEvents.accountId,
    filters.type ? eq(supplyEvents.type, filters.type) : undefined,
    filters.campaignId ? eq(supplyEvents.campaignId, filters.campaignId) : undefined,
    filters.status ? eq(supplyEvents.customerStatus, filters.status) : undefined,
    filters.billable ? eq(supplyEvents.billable, filters.billable === 'true') : undefined,
    filters.disputed
      ? sql`${filters.disputed === 'true' ? sql`` : sql`not`} exists (select 1 from ${disputes} where ${disputes.supplyEventId} = ${supplyEvents.id})`
      : undefined,
    filters.invoiceLineId
      ? sql`${supplyEvents.id} in (select ${ledgerEntries.supplyEventId} from ${invoiceLedgerEntries}
          join ${ledgerEntries} on ${ledgerEntries.id} = ${invoiceLedgerEntries.ledgerEntryId}
          where ${invoiceLedgerEntries.invoiceLineId} = ${filters.invoiceLineId}
            and ${invoiceLedgerEntries.accountId} = ${scope.accountId})`
      : undefined,
    filters.tagId ? sql`${supplyEvents.tagIds} @> array[${filters.tagId}]::uuid[]` : undefined,
    // Flagged: the partial index holds exactly those rows.
    filters.followUp
      ? filters.followUp === 'true'
        ? sql`${supplyEvents.followUp}`
        : sql`not ${supplyEvents.followUp}`
      : undefined,
    filters.from ? gte(supplyEvents.occurredAt, startOfDayIn(zone, filters.from)) : undefined,
    filters.to ? lt(supplyEvents.occurredAt, startOfDayIn(zone, addDays(filters.to, 1))) : undefined,
    q
      ? or(
          ilike(supplyEvents.consumerName, `%${escapeLike(q)}%`),
          ilike(supplyEvents.consumerEmail, `%${escapeLike(q)}%`),
          digits.length >= 3 ? sql`${supplyEvents.consumerPhone} like ${`%${digits}%`}` : undefined,
          // What was said on a call (its transcript's words).
          sql`exists (select 1 from ${callTranscripts} where ${callTranscripts.supplyEventId} = ${supplyEvents.id}
            and ${callTranscripts.text} ilike ${`%${escapeLike(q)}%`})`,
        )
      : undefined,
  );
}

export const newestFirst = [desc(supplyEvents.occurredAt), desc(supplyEvents.id)];

/**
 * Leads and calls that wait for someone (the call-back inbox, and "Needs attention" after a while): since the
 * given moment, still NEW, not disputed (a dispute says it is no customer; only a rejected one puts it back), and
 * for a call, one no one answered (an answered call was a conversation already) and no one has marked called back.
 */
export const awaitingCallBack = (since: Date) =>
  and(
    gte(supplyEvents.occurredAt, since),
    eq(supplyEvents.customerStatus, 'NEW'),
    sql`not exists (select 1 from ${disputes} where ${disputes.supplyEventId} = ${supplyEvents.id}
      and ${disputes.status} <> 'REJECTED')`,
    or(
      eq(supplyEvents.type, 'LEAD'),
      and(isNull(supplyEvents.calledBackAt), or(isNull(supplyEvents.outcome), ne(supplyEvents.outcome, 'ANSWERED'))),
    ),
  );

/** Whether the call's audio is kept (and not yet past its retention). */
export const hasRecording = sql<boolean>`exists (
  select 1 from ${recordings} where ${recordings.supplyEventId} = ${supplyEvents.id} and ${recordings.deletedAt} is null)`;

export const summaryColumns = {
  event: supplyEvents,
  campaignName: campaigns.name,
  listingName: listings.displayName,
  disputeStatus: latestDisputeStatus,
  hasRecording,
};

export function toEventSummary(row: {
  event: SupplyEventRow;
  campaignName: string;
  listingName: string | null;
  disputeStatus: 'PENDING' | 'APPROVED' | 'REJECTED' | null;
  hasRecording: boolean;
}): SupplyEventSummary {
  const { event } = row;
  return {
    id: event.id,
    externalId: event.externalId,
    accountId: event.accountId,
    campaignId: event.campaignId,
    campaignName: row.campaignName,
    listingId: event.listingId,
    listingName: row.listingName,
    type: event.type,
    occurredAt: event.occurredAt.toISOString(),
    consumer: {
      name: event.consumerName,
      phone: event.consumerPhone,
      email: event.consumerEmail,
      zip: event.consumerZip,
    },
    serviceRequested: event.serviceRequested,
    call:
      event.type === 'CALL'
        ? {
            callerNumber: event.callerNumber ?? '',
            trackingNumber: event.trackingNumber ?? '',
            durationSeconds: event.durationSeconds ?? 0,
            outcome: (event.outcome ?? 'MISSED') as 'ANSWERED' | 'MISSED' | 'VOICEMAIL',
            hasRecording: row.hasRecording,
          }
        : null,
    priceCents: event.billable ? event.priceCents : 0,
    billable: event.billable,
    reason: event.reason,
    customerStatus: event.customerStatus as CustomerStatus,
    jobValueCents: event.jobValueCents,
    disputeStatus: row.disputeStatus,
    calledBackAt: event.calledBackAt?.toISOString() ?? null,
    tagIds: event.tagIds,
    followUp: event.followUp,
  };
}
