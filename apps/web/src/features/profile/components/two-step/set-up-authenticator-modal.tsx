import { formResolver } from '../../../../lib/form-resolver';
import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { authenticatorCodeSchema, type AuthenticatorCodeForm } from '@portal/shared/auth-forms';
import { authApi } from '../../../../lib/auth/auth-api';
import { authErrorMessage } from '../../../../lib/auth/auth-error-message';
import { errorMessage } from '../../../../lib/http/error-message';
import { notify } from '../../../../lib/notify';
import { useMakeRecoveryCodes } from '../../api/recovery-codes';
import { AuthenticatorKey } from '../../../../components/authenticator-key';
import { RecoveryCodesList } from './recovery-codes-list';
import { useAuthenticatorChange } from './use-authenticator';

/**
 * Setting up the app: a new secret as a QR code and as text, then the app's first code, which turns two-step
 * sign-in on, then its recovery codes. Each opening asks for a new secret; one shown and not confirmed is
 * never used.
 */
export function SetUpAuthenticatorModal({
  email,
  opened,
  onClose,
}: {
  email: string;
  opened: boolean;
  onClose: () => void;
}) {
  const secret = useQuery({
    queryKey: ['identity', 'authenticator-secret'],
    queryFn: () => authApi.startAuthenticatorSetUp(email),
    enabled: opened,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const finish = useAuthenticatorChange((code: string) => authApi.finishAuthenticatorSetUp(code));
  const makeCodes = useMakeRecoveryCodes();
  // Once the app is on: its recovery codes, shown in this dialog, this once.
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm<AuthenticatorCodeForm>({
    resolver: formResolver(authenticatorCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    setCodes(null);
    onClose();
  };
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await finish.mutateAsync(code.replace(/\s/g, ''));
    } catch (error) {
      form.setError('code', { type: 'server', message: authErrorMessage(error) }, { shouldFocus: true });
      return;
    }
    notify.success('Two-step sign-in is on: your next sign-in asks for a code from your app.');
    try {
      setCodes((await makeCodes.mutateAsync()).codes ?? []);
    } catch (error) {
      notify.error(errorMessage(error, 'Your recovery codes could not be made: make them under Two-step sign-in.'));
      close();
    }
  });
  return (
    <Modal opened={opened} onClose={close} title="Set up an authenticator app" centered>
      {codes ? (
        <RecoveryCodesList codes={codes} onDone={close} />
      ) : secret.isPending ? (
        <Loader size="sm" role="status" aria-label="Making your secret" />
      ) : secret.isError ? (
        <Alert color="red" title="The set-up could not start">
          {authErrorMessage(secret.error)}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">1. In your authenticator app, add an account and scan this code.</Text>
            <AuthenticatorKey uri={secret.data.uri} secret={secret.data.secret} />
            <TextInput
              data-autofocus
              label="2. The 6-digit code the app shows"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={errors.code?.message}
              {...form.register('code')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Turn on
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
