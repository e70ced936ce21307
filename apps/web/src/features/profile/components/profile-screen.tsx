import { Loader, Stack, Title } from '@mantine/core';
import { Suspense, useEffect, type ReactNode } from 'react';
import { QueryState } from '../../../components/query-state';
import { lazyComponent } from '../../../lib/lazy-component';
import { useProfile } from '../api/profile';
import { PasskeysCard } from './passkeys/passkeys-card';
import { SignInsCard } from './sign-ins-card';
import { TwoStepCard } from './two-step/two-step-card';

/**
 * Your own name and phone (your email is your username), where you are signed in, and below them how you hear of the account's news
 * (`notificationChoices`: the notifications feature's, composed by the app).
 */
// The form's rules (zod and the phone number metadata, 24 KB gzipped) load beside the profile's data instead of
// before the screen's first paint (docs/decisions/0055).
const profileForm = lazyComponent(() => import('./profile-form').then((module) => module.ProfileForm));

export function ProfileScreen({ notificationChoices }: { notificationChoices: ReactNode }) {
  const profile = useProfile();
  useEffect(() => void profileForm.preload().catch(() => undefined), []);
  return (
    <Stack gap="lg">
      <Title order={1}>Profile</Title>
      <QueryState query={profile} loadingLabel="Loading your profile" errorTitle="Your profile could not be loaded">
        {(data) => (
          <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading your profile" />}>
            <profileForm.Lazy profile={data} />
          </Suspense>
        )}
      </QueryState>
      {profile.data && <TwoStepCard email={profile.data.email} />}
      <PasskeysCard />
      <SignInsCard />
      {notificationChoices}
    </Stack>
  );
}
