import { Button, Group, Stack, Text } from '@mantine/core';
import { teamChangeRefusal } from '@portal/shared/team-rules';
import { errorMessage } from '../../../../lib/http/error-message';
import { notify } from '../../../../lib/notify';
import { useRouteDisclosure } from '../../../../lib/use-route-disclosure';
import { useRemoveContact, useResendInvitation } from '../../api/team-changes';
import { fullName } from './full-name';
import { ResetTwoStepButton } from './reset-two-step-button';
import type { MemberContext } from './member-context';
import { Dialog } from '../../../../components/dialog/dialog';

/**
 * Send the invitation again (while they have not signed in) and take them off, where the team rules allow;
 * provider staff also reset a person's two-step sign-in.
 */
export function MemberActions({ member, accountId, actor, owners, accountName }: MemberContext) {
  const [confirming, confirm] = useRouteDisclosure();
  const resend = useResendInvitation(accountId);
  const remove = useRemoveContact(accountId);
  const name = fullName(member);
  const target = { email: member.Contact__r.Email, role: member.Contact_Role__c };
  const mayRemove = teamChangeRefusal(actor, target, null) === null && !(target.role === 'OWNER' && owners <= 1);
  const mayResend = member.status !== 'ACTIVE' && teamChangeRefusal(actor, target, target.role) === null;
  // Provider staff, for someone who has signed in (an invited person has no two-step to reset).
  const mayResetTwoStep = actor.isStaff && member.status === 'ACTIVE';
  if (!mayRemove && !mayResend && !mayResetTwoStep)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );

  // mutateAsync, not mutate's callbacks: the row (and this component) goes once the team is read again after a
  // removal, and React Query drops the callbacks of a component that is gone.
  const sendAgain = async () => {
    try {
      await resend.mutateAsync(member.Contact__r.Id);
      notify.success(`A new temporary password is on its way to ${member.Contact__r.Email}.`);
    } catch (error) {
      notify.error(errorMessage(error, 'The invitation could not be sent again.'));
    }
  };
  const takeOff = async () => {
    try {
      await remove.mutateAsync(member.Contact__r.Id);
      confirm.close();
      notify.success(`${name} no longer has access to ${accountName}.`);
    } catch (error) {
      notify.error(errorMessage(error, `${name} could not be taken off the account.`));
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      {mayResend && (
        <Button
          size="xs"
          variant="default"
          loading={resend.isPending}
          onClick={() => void sendAgain()}
          aria-label={`Resend the invitation to ${name}`}
        >
          Resend
        </Button>
      )}
      {mayResetTwoStep && <ResetTwoStepButton accountId={accountId} contactId={member.Contact__r.Id} name={name} />}
      {mayRemove && (
        <Button size="xs" variant="default" color="red" onClick={confirm.open} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      )}
      <Dialog opened={confirming} onClose={confirm.close} title={`Remove ${name}?`} centered>
        <Stack gap="md">
          <Text size="sm">
            {name} loses access to {accountName} at once, on every device. Their sign-in stays for any other account
            they are on, and you can invite them again later.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void takeOff()}>
              Remove from account
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Group>
  );
}
