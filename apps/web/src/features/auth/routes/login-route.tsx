import { formResolver } from '../../../lib/form-resolver';
import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { authApi, browserHasPasskeys } from '../../../lib/auth/auth-api';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { loginSchema, type LoginForm } from '@portal/shared/auth-forms';
import { paths } from '../../../config/paths';
import { authErrorMessage } from '../../../lib/auth/auth-error-message';
import { AuthForm } from '../components/auth-form';
import { useHrefKeepingRedirect } from '../lib/redirect-query';
import { useFormFailure } from '../lib/use-form-failure';
import { useSignInSteps } from '../lib/use-sign-in-steps';

/** /login: title Welcome, email and password, Login, Forgot Password (specification section 2). */
export function Component() {
  const [search] = useSearchParams();
  const href = useHrefKeepingRedirect();
  const onSignInStep = useSignInSteps();
  const form = useForm<LoginForm>({
    resolver: formResolver(loginSchema),
    defaultValues: { username: search.get('username') ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { failure, report, clear } = useFormFailure();

  const submit = form.handleSubmit(async ({ username, password }) => {
    clear();
    try {
      const output = await authApi.signInWithPassword(username, password);
      await onSignInStep(output, username.trim());
    } catch (error) {
      report(authErrorMessage(error));
    }
  });

  // A passkey needs the email only: the password field's own rules are not asked.
  const [withPasskey, setWithPasskey] = useState(false);
  const signInWithPasskey = async () => {
    clear();
    if (!(await form.trigger('username'))) return;
    const username = form.getValues('username').trim();
    setWithPasskey(true);
    try {
      await onSignInStep(await authApi.signInWithPasskey(username), username);
    } catch (error) {
      report(authErrorMessage(error));
    } finally {
      setWithPasskey(false);
    }
  };

  return (
    <AuthForm
      title="Welcome"
      subtitle="Log in to manage your campaigns, leads and billing."
      onSubmit={submit}
      submitLabel="Login"
      submitting={isSubmitting}
      failure={failure}
      footer={
        <>
          <Divider label="or" labelPosition="center" />
          {browserHasPasskeys() && (
            <Button
              variant="default"
              fullWidth
              loading={withPasskey}
              disabled={isSubmitting}
              onClick={() => void signInWithPasskey()}
            >
              Sign in with a passkey
            </Button>
          )}
          <Stack gap={6} align="center">
            <Anchor component={Link} to={href(paths.otp.href())} size="sm">
              Login with a passcode
            </Anchor>
            <Text size="sm" c="dimmed">
              Provider staff?{' '}
              <Anchor component={Link} to={href(paths.employeeLogin.href())} size="sm">
                Employee login
              </Anchor>
            </Text>
          </Stack>
        </>
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
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Group justify="flex-end" mt={-8}>
        <Anchor component={Link} to={href(paths.forgotPassword.href())} size="sm">
          Forgot Password
        </Anchor>
      </Group>
    </AuthForm>
  );
}
