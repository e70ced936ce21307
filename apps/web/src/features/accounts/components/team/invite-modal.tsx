import { formResolver } from '../../../../lib/form-resolver';
import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { teamInvitationSchema, type TeamInvitation } from '@portal/shared/account-forms';
import { ROLES } from '@portal/shared/roles';
import { ROLE_DESCRIPTIONS, teamChangeRefusal, type TeamActorView } from '@portal/shared/team-rules';
import { HttpError } from '../../../../lib/http/http-error';
import { errorMessage } from '../../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../../lib/http/server-field-errors';
import { notify } from '../../../../lib/notify';
import { useInviteContact } from '../../api/invite-contact';

const EMPTY: TeamInvitation = { email: '', name: '', role: 'VIEWER', phone: '' };

/**
 * Invite a person: email, name, role (each with what it may do; only the roles the inviter may grant) and
 * an optional phone. A new email is mailed a temporary password; someone who already signs in is told they
 * now have access.
 */
export function InviteModal({
  accountId,
  actor,
  opened,
  onClose,
}: {
  accountId: string;
  actor: TeamActorView;
  opened: boolean;
  onClose: () => void;
}) {
  const invite = useInviteContact(accountId);
  const form = useForm<TeamInvitation>({ resolver: formResolver(teamInvitationSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const roles = ROLES.filter((role) => teamChangeRefusal(actor, null, role) === null);
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const member = await invite.mutateAsync(values);
      notify.success(
        member.status === 'ACTIVE'
          ? `${values.email} now has access, and was told by email.`
          : `Invitation sent to ${values.email}.`,
      );
      close();
    } catch (error) {
      // The email is on the team already (409): said at the field it is about.
      if (error instanceof HttpError && error.status === 409)
        form.setError('email', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      else if (!showServerFieldErrors(error, form))
        notify.error(errorMessage(error, 'The invitation could not be sent.'));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Invite a person" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            data-autofocus
            label="Email"
            required
            type="email"
            autoComplete="off"
            description="They sign in with this address."
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput label="Name" required autoComplete="off" error={errors.name?.message} {...form.register('name')} />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Radio.Group
                label="Role"
                required
                value={field.value}
                onChange={field.onChange}
                error={errors.role?.message}
              >
                <Stack gap="sm" mt="xs">
                  {roles.map((role) => (
                    <Radio key={role} value={role} label={role} description={ROLE_DESCRIPTIONS[role]} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
