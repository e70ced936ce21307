import { formResolver } from '../../../lib/form-resolver';
import { Button, TextInput } from '@mantine/core';
import { authApi } from '../../../lib/auth/auth-api';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmRegistrationSchema, type ConfirmRegistrationForm } from '@portal/shared/auth-forms';
import { MESSAGES } from '@portal/shared/messages';
import { BackLink } from '../../../components/back-link';
import { paths } from '../../../config/paths';
import { authErrorMessage } from '../../../lib/auth/auth-error-message';
import { notify } from '../../../lib/notify';
import { AuthForm } from '../components/auth-form';
import { useHrefKeepingRedirect } from '../lib/redirect-query';
import { useFormFailure } from '../lib/use-form-failure';

/** /confirm?username=: confirm a registration with the code emailed at registration (or a resent one); on success, to /login with the username. */
export function Component() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const href = useHrefKeepingRedirect();
  const form = useForm<ConfirmRegistrationForm>({
    resolver: formResolver(confirmRegistrationSchema),
    defaultValues: { username: search.get('username') ?? '', verificationCode: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { failure, report, clear } = useFormFailure();
  const toLogin = (username: string) => navigate(href(paths.login.href(), { username }));

  /** Cognito says "already confirmed" in its own words for each call: then the user only has to sign in. */
  const reportFailure = async (error: unknown, username: string, alreadyConfirmed: string) => {
    if (error instanceof Error && error.message === alreadyConfirmed) {
      notify.info(MESSAGES.userAlreadyConfirmed);
      await toLogin(username);
      return;
    }
    report(authErrorMessage(error));
  };

  const submit = form.handleSubmit(async ({ username, verificationCode }) => {
    clear();
    try {
      await authApi.confirmRegistration(username, verificationCode);
      notify.success(MESSAGES.userVerified);
      await toLogin(username.trim());
    } catch (error) {
      await reportFailure(error, username.trim(), MESSAGES.userAlreadyConfirmedCognito);
    }
  });

  const resend = async () => {
    const username = form.getValues('username').trim();
    if (!username) {
      form.setError('username', { message: MESSAGES.enterUsername });
      return;
    }
    // Resend checks the username as Confirm does (it must be an email), without the verification code.
    const checked = confirmRegistrationSchema.shape.username.safeParse(username);
    if (!checked.success) {
      form.setError('username', { message: checked.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    clear();
    try {
      await authApi.resendRegistrationCode(username);
      notify.success(MESSAGES.verificationCodeSent);
    } catch (error) {
      await reportFailure(error, username, MESSAGES.resendToConfirmedCognito);
    }
  };

  return (
    <AuthForm
      title="Confirm your registration"
      // A user sent here by a sign-in of an unconfirmed account was sent no code: the code is the one from
      // registering, unless they ask for a new one.
      subtitle="Use the verification code from the email we sent when you registered, or press Resend Verification Code for a new one."
      onSubmit={submit}
      submitLabel="Confirm"
      submitting={isSubmitting}
      failure={failure}
      secondaryAction={
        <Button variant="subtle" type="button" onClick={() => void resend()}>
          Resend Verification Code
        </Button>
      }
      footer={
        <BackLink to={href(paths.login.href())} ta="center">
          Back to login
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
      <TextInput
        label="Verification code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        error={errors.verificationCode?.message}
        {...form.register('verificationCode')}
      />
    </AuthForm>
  );
}
