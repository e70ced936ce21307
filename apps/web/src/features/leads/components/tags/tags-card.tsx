import { Button, Card, CloseButton, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { LEAD_TAG_COLORS, leadTagBodySchema, type LeadTagBody } from '@portal/shared/lead-tags';
import { QueryState } from '../../../../components/query-state';
import { ReadOnlyNote } from '../../../../components/read-only-note';
import { usePermission } from '../../../../lib/account-context';
import { formResolver } from '../../../../lib/form-resolver';
import { errorMessage } from '../../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../../lib/http/server-field-errors';
import { notify } from '../../../../lib/notify';
import { useCreateLeadTag, useDeleteLeadTag } from '../../api/change-lead-tags';
import { useLeadTags } from '../../api/lead-tags';
import { TagBadge } from './tag-badge';

const COLOR_OPTIONS = LEAD_TAG_COLORS.map((color) => ({
  value: color,
  label: color[0]!.toUpperCase() + color.slice(1),
}));

/** The account's tags for leads and calls: those who work leads add and remove them; everyone sees them. */
export function TagsCard({ accountId }: { accountId: string }) {
  const mayWork = usePermission('leads.work');
  const tags = useLeadTags(accountId);
  const create = useCreateLeadTag(accountId);
  const remove = useDeleteLeadTag(accountId);
  const form = useForm<LeadTagBody>({
    resolver: formResolver(leadTagBodySchema),
    defaultValues: { name: '', color: 'blue' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const added = await create.mutateAsync(values);
      form.reset({ name: '', color: values.color });
      notify.success(`The tag ${added.name} was added.`);
    } catch (error) {
      if (!showServerFieldErrors(error, form)) form.setError('name', { type: 'server', message: errorMessage(error) });
    }
  });
  const removeOne = async (id: string, name: string) => {
    try {
      await remove.mutateAsync(id);
      notify.success(`The tag ${name} was removed from the account and its leads and calls.`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Card withBorder radius="md" padding="xl">
      <Title order={2} size="h4" mb="xs">
        Tags
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Labels for your leads and calls, such as Booked or Quote: filter the activity by them, or tag many at once.
      </Text>
      <Stack gap="md">
        {mayWork ? (
          <form onSubmit={submit} noValidate aria-label="Add a tag">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label="Tag name"
                error={errors.name?.message}
                style={{ flex: '2 1 180px' }}
                {...form.register('name')}
              />
              <Controller
                control={form.control}
                name="color"
                render={({ field }) => (
                  <Select
                    label="Colour"
                    data={COLOR_OPTIONS}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'blue')}
                    allowDeselect={false}
                    style={{ flex: '1 1 120px' }}
                  />
                )}
              />
              <Button type="submit" loading={isSubmitting} mt={{ base: 0, xs: 25 }}>
                Add tag
              </Button>
            </Group>
          </form>
        ) : (
          <ReadOnlyNote permission="leads.work" action="adding and removing tags" />
        )}
        <QueryState
          query={tags}
          loadingLabel="Loading the tags"
          errorTitle="The tags could not be loaded"
          isEmpty={(data) => data.items.length === 0}
          empty={
            <Text c="dimmed" size="sm">
              No tags yet.
            </Text>
          }
        >
          {(data) => (
            <Group gap="xs" role="list" aria-label="Tags">
              {data.items.map((tag) => (
                <Group key={tag.id} gap={2} wrap="nowrap" role="listitem">
                  <TagBadge tag={tag} />
                  {mayWork && (
                    <CloseButton
                      size="sm"
                      aria-label={`Remove the tag ${tag.name}`}
                      onClick={() => void removeOne(tag.id, tag.name)}
                    />
                  )}
                </Group>
              ))}
            </Group>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
