import { Anchor, Button, Text } from '@mantine/core';
import { IconMessage, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isCredited, isMissedCall, type SupplyEventSummary } from '@portal/shared/leads';
import { formatAgo, formatDateTime, formatMoney } from '../../../../lib/format';
import { errorMessage } from '../../../../lib/http/error-message';
import { notify } from '../../../../lib/notify';
import { useUpdateSupplyEvent } from '../../api/update-supply-event';
import { eventHref } from '../activity-columns';
import { CalledBackButton } from '../called-back-button';
import classes from './inbox.module.css';

/** What the person asked for, or the campaign that brought them when they said nothing. */
const whatOf = (item: SupplyEventSummary) => item.serviceRequested ?? item.campaignName;

/**
 * One waiting lead or missed call, two lines: who (the link to it) and its price on the right; what they asked
 * for, where and how long ago below. Then the buttons a phone needs: call and text the person (the phone's own
 * apps), and the one tap that says it was handled.
 */
export function InboxRow(props: {
  item: SupplyEventSummary;
  accountId: string;
  now: Date;
  timeZone: string | null;
  mayWork: boolean;
}) {
  const { item, now, timeZone } = props;
  const name = item.consumer.name;
  const missed = isMissedCall(item);
  return (
    <li className={classes.row}>
      <div className={classes.lineOne}>
        <Anchor component={Link} to={eventHref(item)} fw={600} className={classes.name}>
          {name}
        </Anchor>
        <Text span fw={600} size="sm" className={classes.figure}>
          {isCredited(item) ? 'Credited' : item.billable ? formatMoney(item.priceCents) : 'Not billed'}
        </Text>
      </div>
      <Text size="sm" c="dimmed" className={classes.lineTwo}>
        {missed && (
          <Text span size="sm" fw={600} c="red.8">
            {item.call?.outcome === 'VOICEMAIL' ? 'Voicemail' : 'Missed call'} ·{' '}
          </Text>
        )}
        {whatOf(item)} · ZIP {item.consumer.zip} ·{' '}
        <time dateTime={item.occurredAt} title={formatDateTime(item.occurredAt, timeZone)}>
          {formatAgo(item.occurredAt, now)}
        </time>
      </Text>
      <div className={classes.actions}>
        <Button
          component="a"
          href={`tel:${item.consumer.phone}`}
          size="sm"
          leftSection={<IconPhone size={16} aria-hidden />}
          aria-label={`Call ${name}`}
        >
          Call
        </Button>
        <Button
          component="a"
          href={`sms:${item.consumer.phone}`}
          size="sm"
          variant="default"
          leftSection={<IconMessage size={16} aria-hidden />}
          aria-label={`Text ${name}`}
        >
          Text
        </Button>
        {props.mayWork &&
          (missed ? (
            <CalledBackButton
              accountId={props.accountId}
              supplyEventId={item.id}
              size="sm"
              aria-label={`Mark ${name} called back`}
              done={`${name} marked called back.`}
            >
              Called back
            </CalledBackButton>
          ) : (
            <ContactedButton accountId={props.accountId} item={item} />
          ))}
      </div>
    </li>
  );
}

function ContactedButton({ accountId, item }: { accountId: string; item: SupplyEventSummary }) {
  const update = useUpdateSupplyEvent(accountId, item.id);
  return (
    <Button
      size="sm"
      variant="light"
      loading={update.isPending}
      aria-label={`Mark ${item.consumer.name} contacted`}
      // The promise, not mutate's callbacks: the row leaves the inbox on success, and an unmounted row's
      // callbacks would never run.
      onClick={() =>
        update.mutateAsync({ status: 'CONTACTED' }).then(
          () => notify.success(`${item.consumer.name} marked Contacted.`),
          (error: unknown) => notify.error(errorMessage(error, 'The status could not be saved. Please try again.')),
        )
      }
    >
      Contacted
    </Button>
  );
}
