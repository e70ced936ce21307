import { Anchor, Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { profileUpdateSchema, type ProfileUpdate } from '@portal/shared/account-forms';
import { formatPhone } from '@portal/shared/phone-format';
import { paths } from '../../../config/paths';
import { formResolver } from '../../../lib/form-resolver';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { notify } from '../../../lib/notify';
import type { Profile } from '../api/profile';
import { useUpdateProfile } from '../api/update-profile';
import { PhoneVerification } from './phone-verification';

/** Your name and phone, with your email (your username) beside them read-only. */
export function ProfileForm({ profile }: { profile: Profile }) {
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
              Change password
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
