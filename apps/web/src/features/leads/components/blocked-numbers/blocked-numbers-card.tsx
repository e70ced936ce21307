import { Button, Card, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { blockNumberBodySchema, type BlockNumberBody } from '@portal/shared/blocked-numbers';
import { formatPhone } from '@portal/shared/phone-format';
import { QueryState } from '../../../../components/query-state';
import { ReadOnlyNote } from '../../../../components/read-only-note';
import { usePermission } from '../../../../lib/account-context';
import { formResolver } from '../../../../lib/form-resolver';
import { errorMessage } from '../../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../../lib/http/server-field-errors';
import { notify } from '../../../../lib/notify';
import { useBlockNumber, useBlockedNumbers, useUnblockNumber } from '../../api/blocked-numbers';

/**
 * Numbers the account never pays for (spam, a wrong number that keeps calling): their calls and leads are still
 * recorded, marked "A blocked number". ADMIN and up keep the list; a call's page blocks its caller too.
 */
export function BlockedNumbersCard({ accountId }: { accountId: string }) {
  const manages = usePermission('blockedNumbers.manage');
  const numbers = useBlockedNumbers(accountId, manages);
  const block = useBlockNumber(accountId);
  const unblock = useUnblockNumber(accountId);
  const form = useForm<BlockNumberBody>({
    resolver: formResolver(blockNumberBodySchema),
    defaultValues: { phone: '', note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const added = await block.mutateAsync(values);
      form.reset();
      notify.success(`${formatPhone(added.phone)} is blocked: its next calls and leads are not charged.`);
    } catch (error) {
      if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error));
    }
  });
  const unblockOne = async (id: string, phone: string) => {
    try {
      await unblock.mutateAsync(id);
      notify.success(`${formatPhone(phone)} is no longer blocked.`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Card withBorder radius="md" padding="xl">
      <Title order={2} size="h4" mb="xs">
        Blocked numbers
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Calls and leads from these numbers are recorded but never charged.
      </Text>
      {manages ? (
        <Stack gap="md">
          <form onSubmit={submit} noValidate aria-label="Block a number">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label="Phone number"
                type="tel"
                autoComplete="off"
                placeholder="(512) 555-0199"
                error={errors.phone?.message}
                style={{ flex: '1 1 180px' }}
                {...form.register('phone')}
              />
              <TextInput
                label="Why (optional)"
                placeholder="Spam"
                error={errors.note?.message}
                style={{ flex: '2 1 220px' }}
                {...form.register('note')}
              />
              <Button type="submit" loading={isSubmitting} mt={{ base: 0, xs: 25 }}>
                Block number
              </Button>
            </Group>
          </form>
          <QueryState
            query={numbers}
            loadingLabel="Loading the blocked numbers"
            errorTitle="The blocked numbers could not be loaded"
            isEmpty={(data) => data.items.length === 0}
            empty={
              <Text c="dimmed" size="sm">
                No numbers are blocked.
              </Text>
            }
          >
            {(data) => (
              <Stack gap="xs" role="list" aria-label="Blocked numbers">
                {data.items.map((item) => (
                  <Paper key={item.id} withBorder radius="md" p="sm" role="listitem">
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fw={600}>{formatPhone(item.phone)}</Text>
                        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {item.note ? `${item.note} · ` : ''}blocked by {item.createdBy}
                        </Text>
                      </Stack>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Unblock ${formatPhone(item.phone)}`}
                        onClick={() => void unblockOne(item.id, item.phone)}
                      >
                        Unblock
                      </Button>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
          </QueryState>
        </Stack>
      ) : (
        <ReadOnlyNote permission="blockedNumbers.manage" action="blocking numbers" />
      )}
    </Card>
  );
}
