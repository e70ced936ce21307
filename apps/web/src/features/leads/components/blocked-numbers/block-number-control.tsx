import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { BLOCKED_NUMBER_LIMITS } from '@portal/shared/blocked-numbers';
import { formatPhone } from '@portal/shared/phone-format';
import { Dialog } from '../../../../components/dialog/dialog';
import { usePermission } from '../../../../lib/account-context';
import { errorMessage } from '../../../../lib/http/error-message';
import { notify } from '../../../../lib/notify';
import { useRouteDisclosure } from '../../../../lib/use-route-disclosure';
import { useBlockNumber, useBlockedNumbers, useUnblockNumber } from '../../api/blocked-numbers';

/**
 * On a call's or lead's page, for ADMIN and up: whether its number is blocked, and a button to block it (with a
 * reason) or unblock it. Nothing for the others: the page is theirs to read, the list is not.
 */
export function BlockNumberControl({ accountId, phone }: { accountId: string; phone: string }) {
  const manages = usePermission('blockedNumbers.manage');
  const numbers = useBlockedNumbers(accountId, manages);
  const block = useBlockNumber(accountId);
  const unblock = useUnblockNumber(accountId);
  const [confirming, confirm] = useRouteDisclosure();
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  if (!manages || !numbers.data) return null;
  const blocked = numbers.data.items.find((item) => item.phone === phone);
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify.success(done);
      confirm.close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const shown = formatPhone(phone);
  if (blocked)
    return (
      <Group gap="xs" wrap="wrap">
        <Text size="sm">Blocked: not charged from now on.</Text>
        <Button
          size="compact-sm"
          variant="default"
          loading={unblock.isPending}
          onClick={() => void act(() => unblock.mutateAsync(blocked.id), `${shown} is no longer blocked.`)}
        >
          Unblock
        </Button>
      </Group>
    );
  return (
    <>
      <Button size="compact-sm" variant="default" color="red" onClick={confirm.open}>
        Block this number
      </Button>
      <Dialog opened={confirming} onClose={confirm.close} title={`Block ${shown}?`} centered>
        <Stack gap="md">
          <Text size="sm">
            Its next calls and leads are still recorded, but never charged. What came before keeps its charge: dispute
            those you should not pay for.
          </Text>
          <TextInput
            label="Why (optional)"
            placeholder="Spam"
            maxLength={BLOCKED_NUMBER_LIMITS.noteLength}
            {...form.register('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button
              color="red.9"
              loading={block.isPending}
              onClick={() =>
                void act(
                  () => block.mutateAsync({ phone, note: form.getValues('note').trim() || null }),
                  `${shown} is blocked: its next calls and leads are not charged.`,
                )
              }
            >
              Block number
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
