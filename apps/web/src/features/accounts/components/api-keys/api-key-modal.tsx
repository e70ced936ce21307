import { Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { API_KEY_SCOPES, API_KEY_SCOPE_NAMES } from '@portal/shared/api/api-key-scopes';
import { API_KEY_EXPIRY_CHOICES, apiKeyBodySchema, type ApiKeyBody } from '@portal/shared/api-keys';
import { formResolver } from '../../../../lib/form-resolver';
import { errorMessage } from '../../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../../lib/http/server-field-errors';
import { notify } from '../../../../lib/notify';
import { useCreateApiKey } from '../../api/create-api-key';

interface ApiKeyModalProps {
  accountId: string;
  opened: boolean;
  onClose: () => void;
  /** The new key's secret, to be shown once. */
  onCreated: (secret: string) => void;
}

const NEVER = 'never';
const EXPIRY_OPTIONS = [
  ...API_KEY_EXPIRY_CHOICES.map((days) => ({
    value: String(days),
    label: days === 365 ? 'In a year' : `In ${days} days`,
  })),
  { value: NEVER, label: 'Never' },
];

/** Make a key: what it is for (its name), what it may do (scopes), and when it stops working. */
export function ApiKeyModal({ accountId, opened, onClose, onCreated }: ApiKeyModalProps) {
  const create = useCreateApiKey(accountId);
  const form = useForm<ApiKeyBody>({
    resolver: formResolver(apiKeyBodySchema),
    defaultValues: { name: '', scopes: ['leads:read'], expiresInDays: 90 },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      onCreated((await create.mutateAsync(values)).secret);
      close();
    } catch (error) {
      if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="New API key" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            data-autofocus
            label="Name"
            required
            placeholder="CRM sync"
            description="What will use it, so that you know which key to revoke later."
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="scopes"
            render={({ field }) => (
              <Checkbox.Group
                label="Scopes"
                required
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={errors.scopes?.message}
              >
                <Stack gap="xs" mt="xs">
                  {API_KEY_SCOPE_NAMES.map((scope) => (
                    <Checkbox
                      key={scope}
                      value={scope}
                      label={
                        <>
                          {API_KEY_SCOPES[scope].label}{' '}
                          <Text span size="xs" c="dimmed" ff="monospace">
                            {scope}
                          </Text>
                        </>
                      }
                      description={API_KEY_SCOPES[scope].detail}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <Controller
            control={form.control}
            name="expiresInDays"
            render={({ field }) => (
              <Select
                label="Expires"
                data={EXPIRY_OPTIONS}
                value={field.value ? String(field.value) : NEVER}
                onChange={(value) => field.onChange(!value || value === NEVER ? null : Number(value))}
                allowDeselect={false}
                error={errors.expiresInDays?.message}
              />
            )}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Make key
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
