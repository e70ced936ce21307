import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthHeading } from './auth-heading';

/**
 * A step of a sign-in that is not open in this tab (Amplify keeps an open sign-in in memory only): opened afresh,
 * by a reload or a link, the step says so and leads back to Login.
 */
export function SignInNotOpen({ title, back }: { title: string; back: ReactNode }) {
  return (
    <Stack gap="lg">
      <AuthHeading title={title} />
      <Alert title="Sign in again">
        This step belongs to a sign-in that is no longer open in this tab: start again at Login.
      </Alert>
      {back}
    </Stack>
  );
}
