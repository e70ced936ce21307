import { Drawer, Group, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { dueText } from '@portal/shared/dispute-target';
import { DISPUTE_REASON_LABELS } from '@portal/shared/leads';
import { formatDateTime } from '../../../../lib/format';
import { AccountDisputeHistory } from './account-dispute-history';
import { BriefList } from './brief-list';
import { PanelDecisionForm } from './panel-decision-form';
import { PanelEvent } from './panel-event';
import { eventName } from './staff-dispute';
import type { PanelRequest } from './use-queue-keyboard';

interface DisputePanelProps extends PanelRequest {
  opened: boolean;
  onClose: () => void;
}

/**
 * One dispute of the staff's queue, opened from its row: the lead or call in brief (a call's recording to play), the
 * customer's reason and comment, the decision with its note, and the account's other disputes and how they were
 * decided. A drawer beside the list from the sm breakpoint, the whole screen on a phone. Not in the queue's first load
 * (fetched once it has painted); the queue gives the focus back to the row when it closes.
 */
export function DisputePanel({ dispute, decision, asked, opened, onClose }: DisputePanelProps) {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  const [now] = useState(() => new Date());
  const body = useRef<HTMLDivElement>(null);
  // j and k show another dispute here: what had the focus may be gone with the one before, so the dialog takes it.
  useEffect(() => {
    const dialog = body.current?.closest<HTMLElement>('[role="dialog"]');
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, [dispute.id]);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={wide ? 600 : '100%'}
      title={eventName(dispute)}
      returnFocus={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg" ref={body}>
        {/* Apart, not joined by dots: a phone's line would end on one. */}
        <Group gap="xs" style={{ rowGap: 0 }}>
          <Text size="sm">{dispute.accountName}</Text>
          <Text size="sm" c="dimmed">
            Filed {formatDateTime(dispute.filedAt, undefined, { inSentence: true })}
          </Text>
          <Text size="sm" fw={600}>
            {dueText(new Date(dispute.filedAt), now)}
          </Text>
        </Group>
        <PanelEvent key={dispute.event.id} event={dispute.event} />
        <Stack gap="xs" component="section" aria-labelledby="queue-panel-dispute">
          <Title order={3} size="h5" id="queue-panel-dispute">
            The customer’s dispute
          </Title>
          <BriefList
            items={[
              { label: 'Reason', value: DISPUTE_REASON_LABELS[dispute.reasonCode] },
              { label: 'Filed by', value: dispute.filedBy },
              {
                label: 'Comment',
                value: <span style={{ whiteSpace: 'pre-wrap' }}>{dispute.comment}</span>,
                wide: true,
              },
            ]}
          />
        </Stack>
        <PanelDecisionForm key={dispute.id} dispute={dispute} decision={decision} asked={asked} onDecided={onClose} />
        <AccountDisputeHistory accountId={dispute.accountId} accountName={dispute.accountName} current={dispute.id} />
        {wide && (
          <Text size="xs" c="dimmed">
            Keyboard: j and k show the next and previous dispute, a approves, r rejects, Esc closes.
          </Text>
        )}
      </Stack>
    </Drawer>
  );
}
