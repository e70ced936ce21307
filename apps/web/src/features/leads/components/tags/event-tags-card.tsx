import { Checkbox, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LEAD_TAG_LIMITS } from '@portal/shared/lead-tags';
import type { SupplyEvent } from '@portal/shared/leads';
import { requiredRole } from '@portal/shared/api/permissions';
import { SectionCard } from '../../../../components/section-card';
import { usePermission } from '../../../../lib/account-context';
import { errorMessage } from '../../../../lib/http/error-message';
import { notify } from '../../../../lib/notify';
import { useLeadTags } from '../../api/lead-tags';
import { useUpdateSupplyEvent } from '../../api/update-supply-event';
import { TagBadge } from './tag-badge';

/**
 * The lead's or call's tags and its follow-up flag. Those who work leads change them in place (each change saved
 * at once); the others see them and who may change them.
 */
export function EventTagsCard({ event, accountId }: { event: SupplyEvent; accountId: string }) {
  const mayWork = usePermission('leads.work');
  const tags = useLeadTags(accountId);
  const update = useUpdateSupplyEvent(accountId, event.id);
  const byId = new Map((tags.data?.items ?? []).map((tag) => [tag.id, tag]));
  const carried = event.tagIds.flatMap((id) => byId.get(id) ?? []);
  // The box shows its new state from the click on: the mutation's own pending state arrives a tick later, and a
  // controlled box would spring back meanwhile.
  const [flagging, setFlagging] = useState<boolean | null>(null);
  const save = (change: { tagIds?: string[]; followUp?: boolean }, done: string) =>
    update.mutate(change, {
      onSuccess: () => notify.success(done),
      onError: (error) => notify.error(errorMessage(error, 'The change could not be saved. Please try again.')),
      onSettled: () => setFlagging(null),
    });

  if (!mayWork)
    return (
      <SectionCard title="Tags and follow-up">
        <Stack gap="xs">
          <Group gap={6}>
            {carried.length > 0 ? (
              carried.map((tag) => <TagBadge key={tag.id} tag={tag} />)
            ) : (
              <Text size="sm">No tags</Text>
            )}
          </Group>
          <Text size="sm">{event.followUp ? 'Flagged for follow-up.' : 'Not flagged for follow-up.'}</Text>
          <RulesActed event={event} />
          <Text size="sm" c="dimmed">
            Changing them needs the {requiredRole('leads.work')} role or a stronger one.
          </Text>
        </Stack>
      </SectionCard>
    );
  return (
    <SectionCard title="Tags and follow-up">
      <Stack gap="sm">
        <MultiSelect
          label="Tags"
          placeholder={tags.data?.items.length === 0 ? 'No tags yet: add them under Account' : 'Choose tags'}
          data={(tags.data?.items ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
          value={update.isPending && update.variables?.tagIds ? update.variables.tagIds : event.tagIds}
          onChange={(tagIds) => save({ tagIds }, 'Tags saved.')}
          maxValues={LEAD_TAG_LIMITS.perLead}
          searchable
          clearable
          disabled={tags.isPending}
          nothingFoundMessage="No such tag"
        />
        <Checkbox
          label="Flag for follow-up"
          checked={flagging ?? event.followUp}
          onChange={(change) => {
            setFlagging(change.currentTarget.checked);
            save(
              { followUp: change.currentTarget.checked },
              change.currentTarget.checked ? 'Flagged for follow-up.' : 'Follow-up flag cleared.',
            );
          }}
        />
        <RulesActed event={event} />
      </Stack>
    </SectionCard>
  );
}

/** Which of the account's keyword rules marked it (so a tag nobody set by hand explains itself). */
function RulesActed({ event }: { event: SupplyEvent }) {
  if (event.rulesActed.length === 0) return null;
  const names = event.rulesActed.map((rule) => rule.name).join(', ');
  return (
    <Text size="sm" c="dimmed">
      {event.rulesActed.length === 1 ? 'Marked by the keyword rule ' : 'Marked by the keyword rules '}
      <Text span size="sm" fw={600} c="dark">
        {names}
      </Text>
    </Text>
  );
}
