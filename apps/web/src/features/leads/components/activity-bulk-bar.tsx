import { Button, Group, NativeSelect, Paper, Text } from '@mantine/core';
import { CUSTOMER_STATUSES, type CustomerStatus } from '@portal/shared/leads';
import type { SupplyEventBulk } from '@portal/shared/lead-bulk';
import type { LeadTag } from '@portal/shared/lead-tags';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useBulkUpdateSupplyEvents } from '../api/bulk-update-supply-events';
import { CUSTOMER_STATUS_LABELS } from './event-labels';

interface ActivityBulkBarProps {
  accountId: string;
  selected: string[];
  tags: LeadTag[];
  onDone: () => void;
}

const STATUS_OPTIONS = CUSTOMER_STATUSES.map((status) => ({ value: status, label: CUSTOMER_STATUS_LABELS[status] }));

/** What can be done to the chosen rows at once: a status, a tag added or removed, the follow-up flag. */
export function ActivityBulkBar({ accountId, selected, tags, onDone }: ActivityBulkBarProps) {
  const bulk = useBulkUpdateSupplyEvents(accountId);
  const tagOptions = tags.map((tag) => ({ value: tag.id, label: tag.name }));
  const apply = (change: Omit<SupplyEventBulk, 'supplyEventIds'>, what: string) =>
    bulk.mutate(
      { supplyEventIds: selected, ...change },
      {
        onSuccess: (result) => {
          notify.success(`${what}: ${result.changed} of ${selected.length} changed.`);
          onDone();
        },
        onError: (error) => notify.error(errorMessage(error, 'Nothing was changed. Please try again.')),
      },
    );
  const count = `${selected.length} ${selected.length === 1 ? 'lead or call' : 'leads and calls'} chosen`;
  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label="Change the chosen leads and calls">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Text fw={600} size="sm" aria-live="polite" style={{ alignSelf: 'center' }}>
          {count}
        </Text>
        <NativeSelect
          label="Set status"
          data={[{ value: '', label: 'Choose…' }, ...STATUS_OPTIONS]}
          value=""
          onChange={(event) => {
            const status = event.currentTarget.value as CustomerStatus | '';
            if (status) apply({ status }, `Status set to ${CUSTOMER_STATUS_LABELS[status]}`);
          }}
          disabled={bulk.isPending}
          w={{ base: '100%', xs: 160 }}
        />
        {tagOptions.length > 0 && (
          <>
            <NativeSelect
              label="Add tag"
              data={[{ value: '', label: 'Choose…' }, ...tagOptions]}
              value=""
              onChange={(event) => {
                const tagId = event.currentTarget.value;
                if (tagId) apply({ addTagIds: [tagId] }, 'Tag added');
              }}
              disabled={bulk.isPending}
              w={{ base: '100%', xs: 160 }}
            />
            <NativeSelect
              label="Remove tag"
              data={[{ value: '', label: 'Choose…' }, ...tagOptions]}
              value=""
              onChange={(event) => {
                const tagId = event.currentTarget.value;
                if (tagId) apply({ removeTagIds: [tagId] }, 'Tag removed');
              }}
              disabled={bulk.isPending}
              w={{ base: '100%', xs: 160 }}
            />
          </>
        )}
        <Button
          variant="default"
          loading={bulk.isPending}
          onClick={() => apply({ followUp: true }, 'Flagged for follow-up')}
        >
          Flag for follow-up
        </Button>
        <Button variant="subtle" onClick={onDone}>
          Clear selection
        </Button>
      </Group>
    </Paper>
  );
}
