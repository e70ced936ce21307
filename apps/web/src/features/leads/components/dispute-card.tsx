import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { Suspense } from 'react';
import { requiredRole } from '@portal/shared/api/permissions';
import { DISPUTE_WINDOW_DAYS, type SupplyEvent } from '@portal/shared/leads';
import { DisputeStatusBadge } from '../../../components/dispute-status-badge';
import { useAccountContext, usePermission } from '../../../lib/account-context';
import { formatDateTime } from '../../../lib/format';
import { lazyComponent } from '../../../lib/lazy-component';
import { useRouteDisclosure } from '../../../lib/use-route-disclosure';
import { disputeBlocker, type DisputeBlocker } from './dispute-blocker';
import { DisputeDetails } from './dispute-details';
import { eventNoun } from './event-labels';
import { SectionCard } from '../../../components/section-card';

// The modal and the staff's decision form load on first use: most visits only read the page.
const { Lazy: DisputeModal } = lazyComponent(() => import('./dispute-modal').then((module) => module.DisputeModal));
const { Lazy: DisputeDecisionForm } = lazyComponent(() =>
  import('./dispute-decision-form').then((module) => module.DisputeDecisionForm),
);

/** Why no dispute can be filed; an existing dispute, shown above it, says so by itself. */
const blockerWords = (blocker: Exclude<DisputeBlocker, 'ALREADY_DISPUTED'>, noun: string, deadline: string) =>
  ({
    NOT_BILLED: `Only a billed ${noun} can be disputed, and this one was not charged.`,
    DEADLINE_PASSED: `The ${DISPUTE_WINDOW_DAYS} days to dispute this ${noun} ended ${deadline}.`,
  })[blocker];

interface DisputeCardProps {
  event: SupplyEvent;
  accountId: string;
  timeZone: string | undefined;
}

/**
 * The dispute: its deadline before anyone files, the filed dispute and its decision, and why a dispute
 * cannot be filed when it cannot. Staff decide a pending one here.
 */
export function DisputeCard({ event, accountId, timeZone }: DisputeCardProps) {
  const noun = eventNoun(event.type);
  const mayWork = usePermission('leads.work');
  const { isAdmin } = useAccountContext();
  const [opened, modal] = useRouteDisclosure();
  const { dispute } = event;
  const blocker = disputeBlocker(event);
  const deadline = formatDateTime(event.disputeDeadline, timeZone, { inSentence: true });

  return (
    <SectionCard title="Dispute" actions={dispute && <DisputeStatusBadge status={dispute.status} />}>
      <Stack gap="md">
        {dispute && <DisputeDetails dispute={dispute} timeZone={timeZone} />}
        {dispute?.status === 'PENDING' && isAdmin && (
          <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the decision form" />}>
            <DisputeDecisionForm dispute={dispute} accountId={accountId} priceCents={event.priceCents} />
          </Suspense>
        )}
        {blocker === null ? (
          <Stack gap="xs">
            {dispute?.status === 'REJECTED' && (
              <Text size="sm">You can file another dispute if you have more to tell us.</Text>
            )}
            <Text size="sm">
              Something wrong with this {noun}? You can dispute it until <strong>{deadline}</strong>.
            </Text>
            {mayWork ? (
              <Button
                leftSection={<IconFlag size={16} aria-hidden />}
                variant="light"
                onClick={modal.open}
                w="fit-content"
              >
                Dispute this {noun}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                Filing a dispute needs the {requiredRole('leads.work')} role or a stronger one.
              </Text>
            )}
          </Stack>
        ) : blocker === 'ALREADY_DISPUTED' ? null : (
          <Alert color="gray" variant="light" p="sm" title={`This ${noun} cannot be disputed`}>
            <Text size="sm">{blockerWords(blocker, noun, deadline)}</Text>
          </Alert>
        )}
      </Stack>
      {mayWork && blocker === null && opened && (
        <Suspense>
          <DisputeModal event={event} accountId={accountId} timeZone={timeZone} opened onClose={modal.close} />
        </Suspense>
      )}
    </SectionCard>
  );
}
