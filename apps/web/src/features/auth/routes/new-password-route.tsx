import { formResolver } from '../../../lib/form-resolver';
import { PasswordInput, TextInput } from '@mantine/core';
import { useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import {
  challengedNewPasswordSchema,
  newPasswordSchema,
  type ChallengedNewPasswordForm,
  type NewPasswordForm,
} from '@portal/shared/auth-forms';
import { BackLink } from '../../../components/back-link';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { paths } from '../../../config/paths';
import { authApi } from '../../../lib/auth/auth-api';
import { authErrorMessage } from '../../../lib/auth/auth-error-message';
import { AuthForm } from '../components/auth-form';
import { useHrefKeepingRedirect } from '../lib/redirect-query';
import { useFormFailure } from '../lib/use-form-failure';
import { useSignInSteps } from '../lib/use-sign-in-steps';

const TITLE = 'Create Password and Login';

/** What the sign-in steps hand over: who is signing in, and whether their sign-in waits for the new password. */
type Handed = { username?: string; challenged?: boolean } | null;

/**
 * /new-password: first sign-in with a temporary password; the user chooses their own (title Create Password and
 * Login). Sent here by /login, whose sign-in now waits for the new password, it asks only for that: the temporary
 * password was typed a moment ago. Opened directly, or once that sign-in has lapsed (a reload, a few minutes), it
 * asks for the username and the temporary password too, as the specification lists.
 */
export function Component() {
  const handed = useLocation().state as Handed;
  const [challenged, setChallenged] = useState(handed?.challenged === true);
  const [lapsed, setLapsed] = useState(false);
  const username = handed?.username ?? '';
  return challenged ? (
    <ChallengedNewPassword
      username={username}
      onLapsed={() => {
        setLapsed(true);
        setChallenged(false);
      }}
    />
  ) : (
    <NewPasswordWithTemporary username={username} lapsed={lapsed} />
  );
}

/** The screen around either form: its title, the submit button and the way back to /login. */
function Frame(props: Omit<ComponentProps<typeof AuthForm>, 'title' | 'submitLabel' | 'footer'>) {
  const href = useHrefKeepingRedirect();
  return (
    <AuthForm
      title={TITLE}
      submitLabel={TITLE}
      footer={
        <BackLink to={href(paths.login.href())} ta="center">
          Back to login
        </BackLink>
      }
      {...props}
    />
  );
}

/** Errors about the new password itself: said at the form. Anything else means the waiting sign-in is gone. */
const PASSWORD_REFUSALS = new Set(['InvalidPasswordException', 'InvalidParameterException']);

function ChallengedNewPassword({ username, onLapsed }: { username: string; onLapsed: () => void }) {
  const onSignInStep = useSignInSteps();
  const form = useForm<ChallengedNewPasswordForm>({
    resolver: formResolver(challengedNewPasswordSchema),
    defaultValues: { username, newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { failure, report, clear } = useFormFailure();

  const submit = form.handleSubmit(async ({ newPassword }) => {
    clear();
    try {
      await onSignInStep(await authApi.answerChallenge(newPassword), username.trim());
    } catch (error) {
      if (PASSWORD_REFUSALS.has((error as { name?: string }).name ?? '')) report(authErrorMessage(error));
      else onLapsed();
    }
  });

  return (
    <Frame
      subtitle="Your temporary password was right. Choose your own to finish logging in."
      onSubmit={submit}
      submitting={isSubmitting}
      failure={failure}
    >
      <TextInput
        label="Username (email)"
        type="email"
        autoComplete="username"
        readOnly
        {...form.register('username')}
      />
      <NewPasswordFields
        password={{ register: form.register('newPassword'), error: errors.newPassword?.message }}
        confirmation={{ register: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
    </Frame>
  );
}

function NewPasswordWithTemporary({ username, lapsed }: { username: string; lapsed: boolean }) {
  const onSignInStep = useSignInSteps();
  const form = useForm<NewPasswordForm>({
    resolver: formResolver(newPasswordSchema),
    defaultValues: { username, password: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { failure, report, clear } = useFormFailure();

  const submit = form.handleSubmit(async ({ username: typed, password, newPassword }) => {
    clear();
    try {
      const started = await authApi.signInWithPassword(typed, password);
      if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
        // A password that is not temporary: the user is signed in (or on another step) as with /login.
        await onSignInStep(started, typed.trim());
        return;
      }
      await onSignInStep(await authApi.answerChallenge(newPassword), typed.trim());
    } catch (error) {
      report(authErrorMessage(error));
    }
  });

  return (
    <Frame
      subtitle={
        lapsed
          ? 'That sign-in timed out. Type the temporary password you were given again, and choose your own.'
          : 'Log in with the temporary password you were given, and choose your own.'
      }
      onSubmit={submit}
      submitting={isSubmitting}
      failure={failure}
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
    </Frame>
  );
}
