import { Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { StaffOnly } from '../../../components/staff-only';
import { useAccountContext } from '../../../lib/account-context';
import { lazyComponent } from '../../../lib/lazy-component';

// The form and its rules (the phone library among them) load after the screen's first paint (docs/decisions/0055).
const { Lazy: NewAdvertiserForm } = lazyComponent(() =>
  import('../components/new-advertiser/new-advertiser-form').then((module) => module.NewAdvertiserForm),
);

/**
 * /admin/new, provider staff (issue 30): a new advertiser's account, its registered address, how it pays and its
 * first owner, who is invited by email. Opened, the account's administration screen shows it.
 */
export function Component() {
  const { isAdmin } = useAccountContext();
  if (!isAdmin) return <StaffOnly />;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>New advertiser</Title>
      <Text c="dimmed">
        The account gets its number and billing account at once; its owner gets an email with a temporary password.
      </Text>
      <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the form" />}>
        <NewAdvertiserForm />
      </Suspense>
    </Stack>
  );
}
