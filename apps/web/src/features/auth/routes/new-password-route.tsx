import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, TextInput } from '@mantine/core';
import { authApi } from '../../../lib/auth/auth-api';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { newPasswordSchema, type NewPasswordForm } from '@portal/shared/auth-forms';
import { BackLink } from '../../../components/back-link';
import { paths } from '../../../config/paths';
import { authErrorMessage } from '../../../lib/auth/auth-error-message';
import { AuthForm } from '../components/auth-form';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useHrefKeepingRedirect } from '../lib/redirect-query';
import { useFormFailure } from '../lib/use-form-failure';
import { useSignInSteps } from '../lib/use-sign-in-steps';

/** /new-password: first sign-in with a temporary password; the user chooses their own (title Create Password and Login). */
export function Component() {
  const href = useHrefKeepingRedirect();
  const onSignInStep = useSignInSteps();
  const initial = (useLocation().state as { username?: string } | null)?.username ?? '';
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { username: initial, password: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { failure, report, clear } = useFormFailure();

  const submit = form.handleSubmit(async ({ username, password, newPassword }) => {
    clear();
    try {
      const started = await authApi.signInWithPassword(username, password);
      if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
        // A password that is not temporary: the user is signed in (or on another step) as with /login.
        await onSignInStep(started, username.trim());
        return;
      }
      await onSignInStep(await authApi.answerChallenge(newPassword), username.trim());
    } catch (error) {
      report(authErrorMessage(error));
    }
  });

  return (
    <AuthForm
      title="Create Password and Login"
      subtitle="Log in with the temporary password you were given, and choose your own."
      onSubmit={submit}
      submitLabel="Create Password and Login"
      submitting={isSubmitting}
      failure={failure}
      footer={
        <BackLink to={href(paths.login.href())} ta="center">
          Back to Login
        </BackLink>
      }
    >
      <TextInput
        label="Username (email)"
        type="email"
        autoComplete="username"
        required
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordInput
        label="Temporary password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <NewPasswordFields
        password={{ register: form.register('newPassword'), error: errors.newPassword?.message }}
        confirmation={{ register: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
    </AuthForm>
  );
}
