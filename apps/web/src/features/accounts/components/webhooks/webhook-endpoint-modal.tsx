import { formResolver } from '../../../../lib/form-resolver';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { EVENT_TYPES } from '@portal/shared/events';
import { webhookEndpointBodySchema, type WebhookEndpoint, type WebhookEndpointBody } from '@portal/shared/webhooks';
import { errorMessage } from '../../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../../lib/http/server-field-errors';
import { notify } from '../../../../lib/notify';
import { useCreateWebhookEndpoint } from '../../api/create-webhook-endpoint';
import { useUpdateWebhookEndpoint } from '../../api/update-webhook-endpoint';

interface WebhookEndpointModalProps {
  accountId: string;
  /** The endpoint to edit; undefined adds one. */
  endpoint?: WebhookEndpoint;
  opened: boolean;
  onClose: () => void;
  /** A new endpoint's secret, to be shown once. */
  onCreated: (secret: string) => void;
}

/** Add or edit an endpoint: URL, description, the events it hears about, on or off. */
export function WebhookEndpointModal({ accountId, endpoint, opened, onClose, onCreated }: WebhookEndpointModalProps) {
  const create = useCreateWebhookEndpoint(accountId);
  const update = useUpdateWebhookEndpoint(accountId, endpoint?.id ?? '');
  const form = useForm<WebhookEndpointBody>({
    resolver: formResolver(webhookEndpointBodySchema),
    values: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      eventTypes: endpoint?.eventTypes ?? ['lead.created', 'call.created'],
      enabled: endpoint?.enabled ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (endpoint) {
        await update.mutateAsync(values);
        notify.success('The endpoint was saved.');
      } else {
        onCreated((await create.mutateAsync(values)).secret);
      }
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={endpoint ? 'Edit endpoint' : 'Add endpoint'} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            data-autofocus
            label="URL"
            required
            type="url"
            placeholder="https://example.com/webhooks"
            description="Where the events are posted: an https address on the internet."
            error={errors.url?.message}
            {...form.register('url')}
          />
          <TextInput label="Description" error={errors.description?.message} {...form.register('description')} />
          <Controller
            control={form.control}
            name="eventTypes"
            render={({ field }) => (
              <Checkbox.Group
                label="Events"
                required
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={errors.eventTypes?.message}
              >
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                  {EVENT_TYPES.map((type) => (
                    <Checkbox key={type} value={type} label={type} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <Switch
                label="Enabled"
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {endpoint ? 'Save' : 'Add endpoint'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
