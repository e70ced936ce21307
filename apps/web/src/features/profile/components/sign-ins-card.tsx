import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { SignInSession } from '@portal/shared/sign-in-sessions';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useAccountContext } from '../../../lib/account-context';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useEndOtherSignIns, useEndSignIn, useSignIns } from '../api/sign-ins';

/**
 * Profile > Sign-in & security: where you are signed in (browser and system, address, when it started and
 * was last used), with a way to sign any other one out, or all of them at once.
 */
export function SignInsCard() {
  const signIns = useSignIns();
  const endOthers = useEndOtherSignIns();
  const others = signIns.data?.items.filter((item) => !item.current).length ?? 0;
  const signOutOthers = async () => {
    try {
      await endOthers.mutateAsync(undefined);
      notify.success('You are signed out everywhere else.');
    } catch (error) {
      notify.error(errorMessage(error, 'The other sign-ins could not be ended.'));
    }
  };
  return (
    <SectionCard
      title="Sign-in & security"
      actions={
        others > 0 && (
          <Button size="xs" variant="default" loading={endOthers.isPending} onClick={() => void signOutOthers()}>
            Sign out everywhere else
          </Button>
        )
      }
    >
      <QueryState
        query={signIns}
        loadingLabel="Loading your sign-ins"
        errorTitle="Your sign-ins could not be loaded"
        isEmpty={(data) => data.items.length === 0}
        empty={<Text c="dimmed">No sign-ins are open.</Text>}
      >
        {(data) => (
          <Stack
            gap="sm"
            component="ul"
            aria-label="Your sign-ins"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {data.items.map((item) => (
              <SignInItem key={item.id} signIn={item} />
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

function SignInItem({ signIn }: { signIn: SignInSession }) {
  const end = useEndSignIn();
  // Times as everywhere in the portal: in the open account's time zone.
  const timeZone = useAccountContext().account?.Time_Zone__c;
  const signOut = async () => {
    try {
      await end.mutateAsync(signIn.id);
      notify.success(`${signIn.device} is signed out.`);
    } catch (error) {
      notify.error(errorMessage(error, 'That sign-in could not be ended.'));
    }
  };
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Group gap="xs">
            <Text fw={600}>{signIn.device}</Text>
            {signIn.current && <Badge variant="light">This device</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            Signed in {formatDateTime(signIn.startedAt, timeZone, { inSentence: true })}, last used{' '}
            {formatDateTime(signIn.lastUsedAt, timeZone, { inSentence: true })}
            {signIn.ipAddress && ` · address ${signIn.ipAddress}`}
          </Text>
        </Stack>
        {!signIn.current && (
          <Button
            size="xs"
            variant="default"
            loading={end.isPending}
            onClick={() => void signOut()}
            aria-label={`Sign out ${signIn.device}, last used ${formatDateTime(signIn.lastUsedAt, timeZone, { inSentence: true })}`}
          >
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}
