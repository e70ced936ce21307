import { formResolver } from '../../../lib/form-resolver';
import { Alert, Badge, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { phoneCodeSchema, type PhoneCodeForm } from '@portal/shared/auth-forms';
import { authApi } from '../../../lib/auth/auth-api';
import { authErrorMessage } from '../../../lib/auth/auth-error-message';
import { notify } from '../../../lib/notify';
import { useRouteDisclosure } from '../../../lib/use-route-disclosure';
import { profileQuery } from '../api/profile';
import { Dialog } from '../../../components/dialog/dialog';

/** Whether the profile's phone number is verified, with a way to verify it by text when it is not. */
export function PhoneVerification({ verified }: { verified: boolean }) {
  const [verifying, verify] = useRouteDisclosure();
  return (
    <Group gap="xs" mt={-8}>
      <Badge color={verified ? 'teal.9' : 'gray'} variant={verified ? 'filled' : 'light'}>
        {verified ? 'Verified' : 'Not verified'}
      </Badge>
      {verified ? (
        <Text size="sm" c="dimmed">
          Passcodes can come to it by text.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Passcodes come by text only to a verified number.
          </Text>
          <Button size="xs" variant="default" type="button" onClick={verify.open}>
            Verify by text
          </Button>
        </>
      )}
      <VerifyPhoneModal opened={verifying} onClose={verify.close} />
    </Group>
  );
}

/**
 * Verifying the profile's phone number: a code is texted to it when the dialog opens, and typing it back proves
 * the number the person's. Sign-in passcodes by text go only to a verified number.
 */
function VerifyPhoneModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const sent = useQuery({
    queryKey: ['identity', 'phone-code'],
    queryFn: () => authApi.sendPhoneCode(),
    enabled: opened,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: (code: string) => authApi.confirmPhone(code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });
  const form = useForm<PhoneCodeForm>({ resolver: formResolver(phoneCodeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code.trim());
    } catch (error) {
      form.setError('code', { type: 'server', message: authErrorMessage(error) }, { shouldFocus: true });
      return;
    }
    notify.success('Your phone number is verified: passcodes can come by text.');
    close();
  });
  return (
    <Dialog opened={opened} onClose={close} title="Verify your phone number" centered>
      {sent.isPending ? (
        <Loader size="sm" role="status" aria-label="Texting you a code" />
      ) : sent.isError ? (
        <Alert color="red" title="The code could not be texted">
          {authErrorMessage(sent.error)}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">We texted a 6-digit code to {sent.data}. It works for 15 minutes.</Text>
            <TextInput
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              data-autofocus
              error={errors.code?.message}
              {...form.register('code')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Verify
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
