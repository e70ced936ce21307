import { Button, Group, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../../lib/http/error-message';
import { notify } from '../../../../lib/notify';
import { useRouteDisclosure } from '../../../../lib/use-route-disclosure';
import { useResetTwoStep } from '../../api/team-changes';
import { Dialog } from '../../../../components/dialog/dialog';

/**
 * Provider staff only: turns a person's two-step sign-in off when they lost their phone and its recovery
 * codes, after saying what it does (the person is mailed, the account's audit log records it).
 */
export function ResetTwoStepButton({
  accountId,
  contactId,
  name,
}: {
  accountId: string;
  contactId: string;
  name: string;
}) {
  const [confirming, confirm] = useRouteDisclosure();
  const reset = useResetTwoStep(accountId);
  const resetNow = async () => {
    try {
      await reset.mutateAsync(contactId);
      confirm.close();
      notify.success(`Two-step sign-in is off for ${name}; they were mailed.`);
    } catch (error) {
      notify.error(errorMessage(error, `Two-step sign-in could not be reset for ${name}.`));
    }
  };
  return (
    <>
      <Button size="xs" variant="default" onClick={confirm.open} aria-label={`Reset two-step sign-in of ${name}`}>
        Reset two-step
      </Button>
      <Dialog opened={confirming} onClose={confirm.close} title={`Reset two-step sign-in of ${name}?`} centered>
        <Stack gap="md">
          <Text size="sm">
            Only when {name} asked and you know it is them: their authenticator app and recovery codes stop working, and
            their next sign-in asks for the password alone. They are mailed, and the account’s audit log records it.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button color="red" loading={reset.isPending} onClick={() => void resetNow()}>
              Reset two-step sign-in
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
