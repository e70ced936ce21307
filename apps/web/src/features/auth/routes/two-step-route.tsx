import { formResolver } from '../../../lib/form-resolver';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { secondStepCodeSchema, type SecondStepCodeForm } from '@portal/shared/auth-forms';
import { BackLink } from '../../../components/back-link';
import { paths } from '../../../config/paths';
import { AuthForm } from '../components/auth-form';
import { SignInNotOpen } from '../components/sign-in-not-open';
import { useHrefKeepingRedirect } from '../lib/redirect-query';
import { useCodeAnswer } from '../lib/use-code-answer';

/**
 * /two-step: after the password (or passcode), the code of the person's authenticator app, or a recovery code
 * (a letter in it is why the field is not a numeric one). The sign-in it
 * continues lives in this tab only: opened afresh (a reload, a link), it says so and leads back to /login.
 */
export function Component() {
  const href = useHrefKeepingRedirect();
  const username = (useLocation().state as { username?: string } | null)?.username;
  const form = useForm<SecondStepCodeForm>({
    resolver: formResolver(secondStepCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { answer, failure } = useCodeAnswer(username);
  const back = (
    <BackLink to={href(paths.login.href())} ta="center">
      Back to login
    </BackLink>
  );

  if (!username) return <SignInNotOpen title="Two-step sign-in" back={back} />;

  const submit = form.handleSubmit(({ code }) => answer(code));

  return (
    <AuthForm
      title="Two-step sign-in"
      subtitle="Enter the 6-digit code your authenticator app shows for the Advertiser Portal. No phone? One of your recovery codes works once in its place."
      onSubmit={submit}
      submitLabel="Verify"
      submitting={isSubmitting}
      failure={failure}
      footer={back}
    >
      <TextInput
        label="Code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        data-autofocus
        error={errors.code?.message}
        {...form.register('code')}
      />
    </AuthForm>
  );
}
