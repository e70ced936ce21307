import { Checkbox, Paper, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EventType } from '@portal/shared/events';
import {
  EVENT_TYPE_LABELS,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type Preference,
  type Preferences,
} from '@portal/shared/notifications';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useUpdatePreference } from '../api/update-preference';
import { CHANNEL_LABELS, PUSH_HINT, SMS_HINT } from './preference-labels';
import classes from './preference-grid.module.css';

const HINT_ID: Partial<Record<NotificationChannel, string>> = { SMS: 'sms-hint', PUSH: 'push-hint' };

/**
 * Events by channels: a table on wide screens, a card per event on phones (three columns of a table with
 * long event names do not fit 390 px). Each box saves at once; a failure puts it back and says why.
 */
export function PreferenceGrid({ accountId, preferences }: { accountId: string; preferences: Preferences }) {
  const theme = useMantineTheme();
  // Read at the first render, so a phone never draws the wide table first.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  const update = useUpdatePreference(accountId);
  const { items, smsAvailable, pushDevices } = preferences;
  // Texts need a mobile number; pushes a device the person turned push on for.
  const unavailable = (channel: NotificationChannel) =>
    (channel === 'SMS' && !smsAvailable) || (channel === 'PUSH' && pushDevices === 0);
  // The server's order is the grid's: events in their list's order, each on every channel.
  const eventTypes = [...new Set(items.map((item) => item.eventType))];
  const enabled = (eventType: EventType, channel: NotificationChannel) =>
    items.some((item) => item.eventType === eventType && item.channel === channel && item.enabled);

  function box(eventType: EventType, channel: NotificationChannel, withLabel: boolean) {
    const off = unavailable(channel);
    const label = EVENT_TYPE_LABELS[eventType];
    const save = (choice: Preference) =>
      update.mutate(choice, {
        onError: (error) =>
          notify.error(
            `Your choice for ${label} (${CHANNEL_LABELS[channel]}) was not saved: ${errorMessage(error).replace(/\.$/, '')}.`,
          ),
      });
    return (
      <Checkbox
        aria-label={`${label}: ${CHANNEL_LABELS[channel]}`}
        label={withLabel ? CHANNEL_LABELS[channel] : undefined}
        checked={!off && enabled(eventType, channel)}
        disabled={off}
        aria-describedby={off ? HINT_ID[channel] : undefined}
        onChange={(event) => save({ eventType, channel, enabled: event.currentTarget.checked })}
      />
    );
  }

  return (
    <>
      {!smsAvailable && (
        <Text size="sm" c="dimmed" id={HINT_ID.SMS}>
          SMS: {SMS_HINT}
        </Text>
      )}
      {pushDevices === 0 && (
        <Text size="sm" c="dimmed" id={HINT_ID.PUSH}>
          Push: {PUSH_HINT}
        </Text>
      )}
      {wide ? (
        <Table verticalSpacing="xs" aria-label="Notification choices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Th key={channel} ta="center">
                  {CHANNEL_LABELS[channel]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {eventTypes.map((eventType) => (
              <Table.Tr key={eventType}>
                <Table.Th scope="row" fw={500}>
                  {EVENT_TYPE_LABELS[eventType]}
                </Table.Th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <div className={classes.cell}>{box(eventType, channel, false)}</div>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <ul aria-label="Notification choices" className={classes.cards}>
          {eventTypes.map((eventType) => (
            <Paper component="li" key={eventType} withBorder radius="md" p="sm">
              <Text fw={600} size="sm" id={`event-${eventType}`}>
                {EVENT_TYPE_LABELS[eventType]}
              </Text>
              <div role="group" aria-labelledby={`event-${eventType}`} className={classes.channels}>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <div key={channel}>{box(eventType, channel, true)}</div>
                ))}
              </div>
            </Paper>
          ))}
        </ul>
      )}
    </>
  );
}
