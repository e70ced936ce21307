import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, PasswordInput, Stack, TextInput } from '@mantine/core';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { createNewPasswordSchema, type CreateNewPasswordForm } from '@portal/shared/auth-forms';
import { MESSAGES } from '@portal/shared/messages';
import { paths } from '../../../config/paths';
import { authErrorMessage } from '../../../lib/auth/auth-error-message';
import { notify } from '../../../lib/notify';
import { AuthForm } from '../components/auth-form';
import { PasswordGuidance } from '../../../components/password-guidance';
import { useHrefKeepingRedirect } from '../lib/redirect-query';

/** /create-new-password?userName=: the emailed code and a new password, then back to /login. */
export function Component() {
  const [search] = useSearchParams();
  const userName = search.get('userName') ?? '';
  const navigate = useNavigate();
  const href = useHrefKeepingRedirect();
  const form = useForm<CreateNewPasswordForm>({ resolver: zodResolver(createNewPasswordSchema), defaultValues: { verificationCode: '', password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ verificationCode, password }) => {
    try {
      await confirmResetPassword({ username: userName, confirmationCode: verificationCode.trim(), newPassword: password });
      notify.success('Your password was changed. Please sign in with it.');
      await navigate(href(paths.login.href(), { username: userName }));
    } catch (error) {
      notify.error(authErrorMessage(error));
    }
  });

  const resend = async () => {
    try {
      await resetPassword({ username: userName });
      notify.success(MESSAGES.verificationCodeSent);
    } catch (error) {
      notify.error(authErrorMessage(error));
    }
  };

  return (
    <AuthForm
      title="Create a new password"
      subtitle={userName ? `We sent a verification code to the email of ${userName}.` : undefined}
      onSubmit={submit}
      submitLabel="Change password"
      submitting={isSubmitting}
      footer={
        <Stack gap={4} align="center">
          <Anchor component="button" type="button" size="sm" onClick={() => void resend()} disabled={!userName}>
            Send a new code
          </Anchor>
          <Anchor component={Link} to={href(paths.login.href())} size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      }
    >
      <TextInput label="Verification code" autoComplete="one-time-code" inputMode="numeric" required error={errors.verificationCode?.message} {...form.register('verificationCode')} />
      <PasswordInput label="New password" autoComplete="new-password" required aria-describedby="password-guidance" error={errors.password?.message} {...form.register('password')} />
      <PasswordInput label="Confirm password" autoComplete="new-password" required error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      <PasswordGuidance id="password-guidance" />
    </AuthForm>
  );
}
