import { Grid, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SupplyEvent } from '@portal/shared/leads';
import { CallCard } from './call-card';
import { ConsumerCard } from './consumer-card';
import { CustomerStatusCard } from './customer-status-card';
import { DisputeCard } from './dispute-card';
import { EventHeader } from './event-header';
import { EventNotes } from './event-notes';
import { PriceCard } from './price-card';

interface SupplyEventPageProps {
  event: SupplyEvent;
  accountId: string;
  /** The account's zone: every time on the page is the account's, whoever reads it and wherever. */
  timeZone: string | undefined;
}

/**
 * Everything about one lead or call. Wide: what it is, who it came from and the notes on the left; what
 * it cost, the customer's progress and the dispute on the right. On a phone one column, with the notes
 * last so that the price and the dispute are not pushed below a long conversation.
 */
export function SupplyEventPage({ event, accountId, timeZone }: SupplyEventPageProps) {
  const theme = useMantineTheme();
  // Read at the first render, so a phone never draws the two columns first.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, { getInitialValueInEffect: false });
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
      <DisputeCard event={event} accountId={accountId} timeZone={timeZone} />
    </>
  );
  const notes = <EventNotes event={event} accountId={accountId} timeZone={timeZone} />;
  return (
    <Stack gap="lg">
      <EventHeader event={event} timeZone={timeZone} />
      {wide ? (
        <Grid gap="lg">
          <Grid.Col span={7}>
            <Stack gap="lg">
              {about}
              {notes}
            </Stack>
          </Grid.Col>
          <Grid.Col span={5}>
            <Stack gap="lg">{work}</Stack>
          </Grid.Col>
        </Grid>
      ) : (
        <Stack gap="lg">
          {about}
          {work}
          {notes}
        </Stack>
      )}
    </Stack>
  );
}
