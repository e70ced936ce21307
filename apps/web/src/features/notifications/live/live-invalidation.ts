import type { QueryKey } from '@tanstack/react-query';
import type { EventPayload } from '@portal/shared/events';
import type { LiveMessage } from '@portal/shared/notifications';
import { getAccount } from '@portal/shared/contracts/accounts/get-account';
import { listAttention } from '@portal/shared/contracts/attention/list-attention';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { listInvoices } from '@portal/shared/contracts/billing/list-invoices';
import { listLedger } from '@portal/shared/contracts/billing/list-ledger';
import { getBudget } from '@portal/shared/contracts/budgets/get-budget';
import { listBudgets } from '@portal/shared/contracts/budgets/list-budgets';
import { getCampaign } from '@portal/shared/contracts/campaigns/get-campaign';
import { listCampaigns } from '@portal/shared/contracts/campaigns/list-campaigns';
import { getInbox } from '@portal/shared/contracts/leads/get-inbox';
import { getSummary } from '@portal/shared/contracts/leads/get-summary';
import { getSupplyEvent } from '@portal/shared/contracts/leads/get-supply-event';
import { listSupplyEvents } from '@portal/shared/contracts/leads/list-supply-events';
import type { StaleQueries } from './invalidation-batch';

export type LiveEvent = Extract<LiveMessage, { kind: 'event' }>['event'];

const of = (contract: { path: string }, params: Record<string, string>): QueryKey => [contract.path, params];

/**
 * The queries an event of the account makes stale, as prefixes of their keys ([path, params]; see
 * lib/http/api.ts). Only the ones on screen are fetched again; the rest are fetched when next shown. A new
 * lead or call refreshes the summary, the activity table and its campaign's page first.
 */
export function staleQueriesOf(event: LiveEvent): StaleQueries {
  const { accountId } = event;
  const account = { accountId };
  // The balance and the transactions: a billed lead or call is a charge too.
  const money = [of(getBillingAccount, account), of(listLedger, account), of(listInvoices, account)];
  const campaignLists = [of(listCampaigns, account), of(getBudget, account), of(listBudgets, account)];
  const campaign = (campaignId: string) => [of(getCampaign, { accountId, campaignId }), ...campaignLists];
  switch (event.type) {
    case 'lead.created':
    case 'call.created': {
      const data = event.data as EventPayload<'lead.created'>;
      return {
        now: [
          of(getInbox, account),
          of(getSummary, account),
          of(listSupplyEvents, account),
          of(getCampaign, { accountId, campaignId: data.campaignId }),
        ],
        after: [...campaignLists, ...(data.billable ? money : [])],
      };
    }
    case 'call.recording_ready':
      return {
        now: [
          of(getSupplyEvent, { accountId, supplyEventId: (event.data as { supplyEventId: string }).supplyEventId }),
        ],
      };
    case 'dispute.decided':
      return {
        now: [
          of(getSupplyEvent, account),
          of(listSupplyEvents, account),
          of(getSummary, account),
          of(getInbox, account),
          ...money,
        ],
      };
    case 'budget.reached':
    case 'campaign.paused':
    case 'campaign.resumed':
      return { now: campaign((event.data as { campaignId: string }).campaignId) };
    case 'balance.low':
    case 'invoice.issued':
    case 'payment.succeeded':
    case 'payment.failed':
      // The account carries the autopay flag and whether the balance is low.
      return { now: [...money, of(getAccount, account)] };
    case 'lead.updated': {
      // Someone handled it (here or on another screen): it leaves the inbox; booked and won count on the summary.
      const { supplyEventId } = event.data as EventPayload<'lead.updated'>;
      return {
        now: [
          of(getInbox, account),
          of(getSupplyEvent, { accountId, supplyEventId }),
          of(listSupplyEvents, account),
          of(getSummary, account),
          of(listAttention, account),
        ],
      };
    }
  }
}

/** After a reconnection that could not resume: everything the stream keeps fresh, once. */
export const everythingOf = (accountId: string): StaleQueries => ({
  now: [getInbox, getSummary, listSupplyEvents, getCampaign].map((contract) => of(contract, { accountId })),
  after: [listCampaigns, getBudget, listBudgets, getBillingAccount, listLedger, listInvoices].map((contract) =>
    of(contract, { accountId }),
  ),
});
