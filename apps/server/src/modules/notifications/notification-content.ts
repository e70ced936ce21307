import type { EventPayload, EventType } from '@portal/shared/events';
import { dollars } from '@portal/shared/money';
import { EVENT_TYPE_LABELS } from '@portal/shared/notifications';
import type { DomainEventRow } from '../../outbox/record-events';

export interface NotificationContent {
  title: string;
  body: string;
  /** A path in the portal (the email makes it absolute). */
  link: string | null;
}

type Describe = { [T in EventType]: (data: EventPayload<T>, accountName: string) => NotificationContent };

const supplyEventLine = (data: EventPayload<'lead.created'>) =>
  data.billable ? `Charged ${dollars(data.priceCents)}.` : 'Not charged.';

/** What a person reads for each event: in the bell, as the email's subject and text, and by SMS. */
const DESCRIBE: Describe = {
  'lead.created': (data, account) => ({
    title: `New lead from ${data.consumer.name}`,
    body: `${account}: a new lead from ${data.consumer.name} (ZIP ${data.consumer.zip}). ${supplyEventLine(data)}`,
    link: `/lead/${data.supplyEventId}`,
  }),
  'call.created': (data, account) => ({
    title: `New call from ${data.consumer.name}`,
    body: `${account}: a call from ${data.consumer.name} (${data.call.outcome.toLowerCase()}, ${Math.round(
      data.call.durationSeconds / 60,
    )} min). ${supplyEventLine(data)}`,
    link: `/call/${data.supplyEventId}`,
  }),
  'call.recording_ready': (data, account) => ({
    title: 'Call recording ready',
    body: `${account}: the recording of a call is ready to play.`,
    link: `/call/${data.supplyEventId}`,
  }),
  'dispute.decided': (data, account) => ({
    title: data.status === 'APPROVED' ? 'Dispute approved' : 'Dispute rejected',
    body:
      data.status === 'APPROVED'
        ? `${account}: your dispute was approved and ${dollars(data.creditCents)} credited.`
        : `${account}: your dispute was rejected.${data.note ? ` ${data.note}` : ''}`,
    link: `/lead/${data.supplyEventId}`,
  }),
  'budget.reached': (data, account) => ({
    // Events recorded before the name was carried have none: they still read as a sentence.
    title: `${data.campaignName || 'A campaign'} reached its ${data.period.toLowerCase()} cap of ${dollars(data.capCents)}`,
    body: `${account}: ${data.campaignName || 'a campaign'} reached its ${data.period.toLowerCase()} cap of ${dollars(
      data.capCents,
    )}; it buys again next period or when the cap is raised.`,
    link: `/budgets/${data.budgetId}`,
  }),
  'balance.low': (data, account) => ({
    title: 'Prepaid balance is low',
    body: `${account}: the prepaid balance is ${dollars(data.balanceCents)}, under ${dollars(
      data.thresholdCents,
    )}. Leads and calls stop when it cannot pay for them.`,
    link: '/billing',
  }),
  'invoice.issued': (data, account) => ({
    title: `Invoice ${data.number} issued`,
    body: `${account}: invoice ${data.number} for ${dollars(data.totalCents)} is due on ${data.dueDate}.`,
    link: '/billing',
  }),
  'payment.succeeded': (data, account) => ({
    title: 'Payment received',
    body: `${account}: a payment of ${dollars(data.amountCents)} went through.`,
    link: '/billing',
  }),
  'payment.failed': (data, account) => ({
    title: 'Payment failed',
    body: `${account}: a payment of ${dollars(data.amountCents)} did not go through: ${data.failureMessage}`,
    link: '/billing',
  }),
  'campaign.paused': (data, account) => ({
    title: `${data.name} paused`,
    body: `${account}: the campaign ${data.name} was paused${data.by === 'SCHEDULE' ? ' on schedule' : ''}.`,
    link: `/campaigns/${data.campaignId}`,
  }),
  'campaign.resumed': (data, account) => ({
    title: `${data.name} resumed`,
    body: `${account}: the campaign ${data.name} is buying again${data.by === 'SCHEDULE' ? ' (as scheduled)' : ''}.`,
    link: `/campaigns/${data.campaignId}`,
  }),
  // Never a notification (NOTIFIED_EVENT_TYPES: the handler passes it by); the type map asks for every event type.
  'lead.updated': (data, account) => ({
    title: `${data.type === 'CALL' ? 'Call' : 'Lead'} updated`,
    body: `${account}: a ${data.type === 'CALL' ? 'call' : 'lead'} is now ${data.status.toLowerCase()}${data.calledBackAt ? ', called back' : ''}.`,
    link: `/${data.type === 'CALL' ? 'call' : 'lead'}/${data.supplyEventId}`,
  }),
};

export function contentOf(event: Pick<DomainEventRow, 'type' | 'payload'>, accountName: string): NotificationContent {
  const describe = DESCRIBE[event.type] as (data: unknown, account: string) => NotificationContent;
  try {
    return describe(event.payload, accountName);
  } catch {
    // A payload from an older version: still say what happened rather than drop it.
    return { title: EVENT_TYPE_LABELS[event.type], body: accountName, link: null };
  }
}
