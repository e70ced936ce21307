import { formResolver } from '../../../lib/form-resolver';
import { Anchor, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { profileUpdateSchema, type ProfileUpdate } from '@portal/shared/account-forms';
import { formatPhone } from '@portal/shared/phone-format';
import { paths } from '../../../config/paths';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { notify } from '../../../lib/notify';
import { useProfile, useUpdateProfile, type Profile } from '../api/profile';
import { PasskeysCard } from './passkeys/passkeys-card';
import { PhoneVerification } from './phone-verification';
import { SignInsCard } from './sign-ins-card';
import { TwoStepCard } from './two-step/two-step-card';

/**
 * Your own name and phone (your email is your username), where you are signed in, and below them how you hear of the account's news
 * (`notificationChoices`: the notifications feature's, composed by the app).
 */
export function ProfileScreen({ notificationChoices }: { notificationChoices: ReactNode }) {
  const profile = useProfile();
  return (
    <Stack gap="lg">
      <Title order={1}>Profile</Title>
      <QueryState query={profile} loadingLabel="Loading your profile" errorTitle="Your profile could not be loaded">
        {(data) => <ProfileForm profile={data} />}
      </QueryState>
      {profile.data && <TwoStepCard email={profile.data.email} />}
      <PasskeysCard />
      <SignInsCard />
      {notificationChoices}
    </Stack>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileUpdate>({
    resolver: formResolver(profileUpdateSchema),
    values: { name: profile.name, phone: formatPhone(profile.phone) },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notify.success('Your profile was saved.');
    } catch (error) {
      showServerFieldErrors(error, form);
      notify.error(errorMessage(error, 'Your profile could not be saved.'));
    }
  });
  return (
    <Card withBorder radius="md" padding="xl" maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Email (your username)" value={profile.email} readOnly />
          <TextInput
            label="Name"
            autoComplete="name"
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          {profile.phone && <PhoneVerification verified={profile.phoneVerified} />}
          <Group justify="space-between">
            <Anchor component={Link} to={paths.changePassword.href()}>
              Change Password
            </Anchor>
            <Button type="submit" loading={isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
