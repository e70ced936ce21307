import { formResolver } from '../../../lib/form-resolver';
import { TextInput } from '@mantine/core';
import { authApi } from '../../../lib/auth/auth-api';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { forgotPasswordSchema, type ForgotPasswordForm } from '@portal/shared/auth-forms';
import { MESSAGES } from '@portal/shared/messages';
import { BackLink } from '../../../components/back-link';
import { paths } from '../../../config/paths';
import { authErrorMessage } from '../../../lib/auth/auth-error-message';
import { notify } from '../../../lib/notify';
import { AuthForm } from '../components/auth-form';
import { useHrefKeepingRedirect } from '../lib/redirect-query';
import { useFormFailure } from '../lib/use-form-failure';

/** /forgot-password: request a reset code, then go on to /create-new-password. */
export function Component() {
  const navigate = useNavigate();
  const href = useHrefKeepingRedirect();
  const initial = (useLocation().state as { username?: string } | null)?.username ?? '';
  const form = useForm<ForgotPasswordForm>({
    resolver: formResolver(forgotPasswordSchema),
    defaultValues: { username: initial },
  });
  const { errors, isSubmitting } = form.formState;
  const { failure, report, clear } = useFormFailure();

  const submit = form.handleSubmit(async ({ username }) => {
    clear();
    try {
      await authApi.requestPasswordReset(username);
      notify.success(MESSAGES.verificationCodeSent);
      await navigate(href(paths.createNewPassword.href(username.trim())), { state: { codeSent: true } });
    } catch (error) {
      report(authErrorMessage(error));
    }
  });

  return (
    <AuthForm
      title="Forgot Password"
      subtitle="Enter your email and we will send you a verification code."
      onSubmit={submit}
      submitLabel="Submit"
      submitting={isSubmitting}
      failure={failure}
      footer={
        <BackLink to={href(paths.login.href())} ta="center">
          Back to login
        </BackLink>
      }
    >
      <TextInput
        label="Email"
        type="email"
        autoComplete="username"
        required
        error={errors.username?.message}
        {...form.register('username')}
      />
    </AuthForm>
  );
}
