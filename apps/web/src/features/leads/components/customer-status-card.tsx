import { Badge, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { requiredRole } from '@portal/shared/api/permissions';
import { CUSTOMER_STATUSES, isEarningStatus, type CustomerStatus, type SupplyEvent } from '@portal/shared/leads';
import { formatMoney } from '../../../lib/format';
import { usePermission } from '../../../lib/account-context';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useUpdateSupplyEvent } from '../api/update-supply-event';
import { CUSTOMER_STATUS_LABELS, eventNoun } from './event-labels';
import { lazyComponent } from '../../../lib/lazy-component';
import { SectionCard } from '../../../components/section-card';

// Off the lead page's first load (its form and money field are 10 KB): only booked and won jobs have a value.
const { Lazy: JobValueForm, preload: preloadJobValueForm } = lazyComponent(() =>
  import('./job-value-form').then((module) => module.JobValueForm),
);

const OPTIONS = CUSTOMER_STATUSES.map((status) => ({ value: status, label: CUSTOMER_STATUS_LABELS[status] }));

/**
 * The customer's own progress with the lead, and what the job is worth once it is booked. Those who work leads
 * change the status in one click (marked Booked or Won without a value, they are asked for one); the others see
 * both and why they cannot change them, rather than a control the server would refuse.
 */
export function CustomerStatusCard({ event, accountId }: { event: SupplyEvent; accountId: string }) {
  const mayWork = usePermission('leads.work');
  const update = useUpdateSupplyEvent(accountId, event.id);
  // Five labels side by side need about 420 px; narrower, they stack.
  const roomy = useMediaQuery('(min-width: 30em)', undefined, { getInitialValueInEffect: false });
  const shown = (update.isPending && update.variables?.status) || event.customerStatus;

  const change = (value: string) => {
    const status = value as CustomerStatus;
    // Marked Booked or Won without a value: the toast asks for one, and its field appears under the status. The
    // focus stays where it is: the arrow keys move through the statuses (each one saved), and taking the focus
    // away on the way from Contacted to Won would change the context under the person's keys.
    const askForIt = isEarningStatus(status) && event.jobValueCents === null;
    if (isEarningStatus(status)) void preloadJobValueForm();
    update.mutate(
      { status },
      {
        onSuccess: () =>
          notify.success(
            `Status set to ${CUSTOMER_STATUS_LABELS[status]}.${askForIt ? ' Add the job’s value to see it as revenue.' : ''}`,
          ),
        onError: (error) => notify.error(errorMessage(error, 'The status could not be saved. Please try again.')),
      },
    );
  };

  if (!mayWork) {
    return (
      <SectionCard title="Your status">
        <Stack gap="xs">
          <Badge variant="light" size="lg" w="fit-content">
            {CUSTOMER_STATUS_LABELS[event.customerStatus]}
          </Badge>
          {event.jobValueCents !== null && (
            <Text size="sm">
              Job value: <strong>{formatMoney(event.jobValueCents)}</strong>
            </Text>
          )}
          <Text size="sm" c="dimmed">
            Changing the status or the job value needs the {requiredRole('leads.work')} role or a stronger one.
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
        {(isEarningStatus(shown) || event.jobValueCents !== null) && (
          <Suspense fallback={null}>
            <JobValueForm event={event} accountId={accountId} />
          </Suspense>
        )}
      </Stack>
    </SectionCard>
  );
}
