import { formResolver } from '../../../lib/form-resolver';
import { Anchor, Stack, TextInput } from '@mantine/core';
import { authApi } from '../../../lib/auth/auth-api';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { createNewPasswordSchema, type CreateNewPasswordForm } from '@portal/shared/auth-forms';
import { MESSAGES } from '@portal/shared/messages';
import { BackLink } from '../../../components/back-link';
import { paths } from '../../../config/paths';
import { authErrorMessage } from '../../../lib/auth/auth-error-message';
import { notify } from '../../../lib/notify';
import { AuthForm } from '../components/auth-form';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useHrefKeepingRedirect } from '../lib/redirect-query';
import { useFormFailure } from '../lib/use-form-failure';

/** /create-new-password?userName=: the emailed code and a new password, then back to /login. */
export function Component() {
  const [search] = useSearchParams();
  const userName = search.get('userName') ?? '';
  // Only /forgot-password (or Resend here) has just sent a code; a link or a bookmark lands here with none.
  const [codeSent, setCodeSent] = useState(Boolean((useLocation().state as { codeSent?: boolean } | null)?.codeSent));
  const navigate = useNavigate();
  const href = useHrefKeepingRedirect();
  const form = useForm<CreateNewPasswordForm>({
    resolver: formResolver(createNewPasswordSchema),
    defaultValues: { verificationCode: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { failure, report, clear } = useFormFailure();

  const submit = form.handleSubmit(async ({ verificationCode, password }) => {
    clear();
    try {
      await authApi.resetPassword(userName, verificationCode, password);
      notify.success('Your password was changed. Please log in with it.');
      await navigate(href(paths.login.href(), { username: userName }));
    } catch (error) {
      report(authErrorMessage(error));
    }
  });

  const resend = async () => {
    clear();
    try {
      await authApi.requestPasswordReset(userName);
      setCodeSent(true);
      notify.success(MESSAGES.verificationCodeSent);
    } catch (error) {
      report(authErrorMessage(error));
    }
  };

  return (
    <AuthForm
      title="Create new password"
      subtitle={
        codeSent && userName
          ? `We emailed a verification code to ${userName}.`
          : 'Use the verification code from your email, or press Resend Verification Code for a new one.'
      }
      onSubmit={submit}
      submitLabel="Change password"
      submitting={isSubmitting}
      failure={failure}
      footer={
        <Stack gap={4} align="center">
          <Anchor component="button" type="button" size="sm" onClick={() => void resend()} disabled={!userName}>
            Resend Verification Code
          </Anchor>
          <BackLink to={href(paths.login.href())}>Back to login</BackLink>
        </Stack>
      }
    >
      <TextInput
        label="Verification code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        error={errors.verificationCode?.message}
        {...form.register('verificationCode')}
      />
      <NewPasswordFields
        password={{ register: form.register('password'), error: errors.password?.message }}
        confirmation={{ register: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
    </AuthForm>
  );
}
