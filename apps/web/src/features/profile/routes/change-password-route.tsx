import { formResolver } from '../../../lib/form-resolver';
import { Button, Card, PasswordInput, Stack, Title } from '@mantine/core';
import { authApi } from '../../../lib/auth/auth-api';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordForm } from '@portal/shared/auth-forms';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { authErrorMessage } from '../../../lib/auth/auth-error-message';
import { notify } from '../../../lib/notify';

/** /change-password: the current password, and a new one under the policy (ChangePassword on the identity service). */
export function Component() {
  const form = useForm<ChangePasswordForm>({
    resolver: formResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Amplify's password calls load apart from the screen (lib/auth/auth-api.ts): fetched while it is filled in.
  useEffect(() => authApi.preload(), []);
  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await authApi.changePassword(oldPassword, newPassword);
      notify.success('Your password was changed.');
      form.reset();
    } catch (error) {
      notify.error(authErrorMessage(error));
    }
  });
  return (
    <Stack gap="lg">
      <Title order={1}>Change password</Title>
      <Card withBorder radius="md" padding="xl" maw={560}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              error={errors.oldPassword?.message}
              {...form.register('oldPassword')}
            />
            <NewPasswordFields
              password={{ register: form.register('newPassword'), error: errors.newPassword?.message }}
              confirmation={{ register: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
            />
            <Button type="submit" loading={isSubmitting} w="fit-content">
              Change password
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
