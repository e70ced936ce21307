import { formResolver } from '../../../lib/form-resolver';
import { Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { authenticatorCodeSchema, type AuthenticatorCodeForm } from '@portal/shared/auth-forms';
import { BackLink } from '../../../components/back-link';
import { AuthenticatorKey } from '../../../components/authenticator-key';
import { paths } from '../../../config/paths';
import { AuthForm } from '../components/auth-form';
import { SignInNotOpen } from '../components/sign-in-not-open';
import { useHrefKeepingRedirect } from '../lib/redirect-query';
import { useCodeAnswer } from '../lib/use-code-answer';

interface SetUpState {
  username?: string;
  secret?: string;
  uri?: string;
}

/**
 * /two-step/set-up: an account the person belongs to requires two-step sign-in and they have none, so the sign-in
 * sets up an authenticator app (its QR code and key, then its first code) before it goes on. Like /two-step, the
 * sign-in it continues lives in this tab only.
 */
export function Component() {
  const href = useHrefKeepingRedirect();
  const { username, secret, uri } = (useLocation().state as SetUpState | null) ?? {};
  const form = useForm<AuthenticatorCodeForm>({
    resolver: formResolver(authenticatorCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { answer, failure } = useCodeAnswer(username);
  const back = (
    <BackLink to={href(paths.login.href())} ta="center">
      Back to login
    </BackLink>
  );

  if (!username || !secret || !uri) return <SignInNotOpen title="Set up two-step sign-in" back={back} />;

  const submit = form.handleSubmit(({ code }) => answer(code));

  return (
    <AuthForm
      title="Set up two-step sign-in"
      subtitle="An account you belong to requires two-step sign-in: a code from an authenticator app on your phone after your password."
      onSubmit={submit}
      submitLabel="Turn on and continue"
      submitting={isSubmitting}
      failure={failure}
      footer={back}
    >
      <Text size="sm">
        1. In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and the like), add an
        account and scan this code.
      </Text>
      <AuthenticatorKey uri={uri} secret={secret} />
      <TextInput
        label="2. The 6-digit code the app shows"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        data-autofocus
        error={errors.code?.message}
        {...form.register('code')}
      />
    </AuthForm>
  );
}
