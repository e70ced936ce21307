import { Loader, Stack } from '@mantine/core';
import { Suspense } from 'react';
import type { SupplyEvent } from '@portal/shared/leads';
import { CallCard } from './call-card';
import { ConsumerCard } from './consumer-card';
import { CustomerStatusCard } from './customer-status-card';
import { DisputeCard } from './dispute-card';
import { EventHeader } from './event-header';
import { EventNotes } from './event-notes';
import { PriceCard } from './price-card';
import classes from './supply-event-page.module.css';
import { lazyComponent } from '../../../lib/lazy-component';

// Below the status on every device, and with a multi-select of its own: off the page's first load (the lead and
// call pages sit near their 200 KB budget).
const { Lazy: EventTagsCard } = lazyComponent(() =>
  import('./tags/event-tags-card').then((module) => module.EventTagsCard),
);

interface SupplyEventPageProps {
  event: SupplyEvent;
  accountId: string;
  /** The account's zone: every time on the page is the account's, whoever reads it and wherever. */
  timeZone: string | undefined;
}

/**
 * Everything about one lead or call. Wide: what it is, who it came from and the notes on the left; what
 * it cost, the customer's progress and the dispute on the right. On a phone one column, with the notes
 * last so that the price and the dispute are not pushed below a long conversation (supply-event-page.module.css).
 */
export function SupplyEventPage({ event, accountId, timeZone }: SupplyEventPageProps) {
  const about = (
    <>
      <ConsumerCard event={event} />
      {event.call && <CallCard event={event} call={event.call} timeZone={timeZone} />}
    </>
  );
  const work = (
    <>
      <PriceCard event={event} />
      <CustomerStatusCard event={event} accountId={accountId} />
      <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the tags" />}>
        <EventTagsCard event={event} accountId={accountId} />
      </Suspense>
      <DisputeCard event={event} accountId={accountId} timeZone={timeZone} />
    </>
  );
  const notes = <EventNotes event={event} accountId={accountId} timeZone={timeZone} />;
  return (
    <Stack gap="lg">
      <EventHeader event={event} timeZone={timeZone} />
      {/* One tree at every width, laid out by CSS: a layout chosen in script would draw another tree when the
          window crosses the width, and an open dialog (a dispute being written) would close and lose its text. */}
      <div className={classes.layout}>
        <Stack gap="lg" className={classes.about}>
          {about}
        </Stack>
        <Stack gap="lg" className={classes.work}>
          {work}
        </Stack>
        <div className={classes.notes}>{notes}</div>
      </div>
    </Stack>
  );
}
