import { Badge, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { requiredRole } from '@portal/shared/api/permissions';
import { CUSTOMER_STATUSES, type CustomerStatus, type SupplyEvent } from '@portal/shared/leads';
import { usePermission } from '../../../lib/account-context';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useUpdateSupplyEvent } from '../api/update-supply-event';
import { CUSTOMER_STATUS_LABELS, eventNoun } from './event-labels';
import { SectionCard } from '../../../components/section-card';

const OPTIONS = CUSTOMER_STATUSES.map((status) => ({ value: status, label: CUSTOMER_STATUS_LABELS[status] }));

/**
 * The customer's own progress with the lead. Those who work leads change it in one click; the others see
 * it and why they cannot change it, rather than a control the server would refuse.
 */
export function CustomerStatusCard({ event, accountId }: { event: SupplyEvent; accountId: string }) {
  const mayWork = usePermission('leads.work');
  const update = useUpdateSupplyEvent(accountId, event.id);
  // Five labels side by side need about 420 px; narrower, they stack.
  const roomy = useMediaQuery('(min-width: 30em)', undefined, { getInitialValueInEffect: false });
  const shown = (update.isPending && update.variables?.status) || event.customerStatus;

  const change = (value: string) =>
    update.mutate(
      { status: value as CustomerStatus },
      {
        onSuccess: () => notify.success(`Status set to ${CUSTOMER_STATUS_LABELS[value as CustomerStatus]}.`),
        onError: (error) => notify.error(errorMessage(error, 'The status could not be saved. Please try again.')),
      },
    );

  if (!mayWork) {
    return (
      <SectionCard title="Your status">
        <Stack gap="xs">
          <Badge variant="light" size="lg" w="fit-content">
            {CUSTOMER_STATUS_LABELS[event.customerStatus]}
          </Badge>
          <Text size="sm" c="dimmed">
            Changing the status needs the {requiredRole('leads.work')} role or a stronger one.
          </Text>
        </Stack>
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Your status">
      <Stack gap="xs">
        <SegmentedControl
          data={OPTIONS}
          value={shown}
          onChange={change}
          fullWidth
          orientation={roomy ? 'horizontal' : 'vertical'}
          aria-label="Status"
          readOnly={update.isPending}
        />
        <Text size="sm" c="dimmed">
          Where you are with this {eventNoun(event.type)}: only your account sees it.
        </Text>
      </Stack>
    </SectionCard>
  );
}
