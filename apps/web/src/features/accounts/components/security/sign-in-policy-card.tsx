import { Stack, Switch, Text } from '@mantine/core';
import { QueryState } from '../../../../components/query-state';
import { ReadOnlyNote } from '../../../../components/read-only-note';
import { SectionCard } from '../../../../components/section-card';
import { usePermission } from '../../../../lib/account-context';
import { errorMessage } from '../../../../lib/http/error-message';
import { notify } from '../../../../lib/notify';
import { useSignInPolicy, useUpdateSignInPolicy } from '../../api/sign-in-policy';

/**
 * Account > Sign-in security: the owner requires two-step sign-in of every member. Turned on, members without
 * the authenticator app or a passkey are signed out and set the app up at their next sign-in; the card says
 * how many that is before the switch is moved. Others read it.
 */
export function SignInPolicyCard({ accountId }: { accountId: string }) {
  const policy = useSignInPolicy(accountId);
  const update = useUpdateSignInPolicy(accountId);
  const mayChange = usePermission('security.manage');
  const change = async (requireTwoStep: boolean) => {
    try {
      const saved = await update.mutateAsync(requireTwoStep);
      notify.success(
        saved.requireTwoStep
          ? 'Two-step sign-in is now required. Members without it were signed out and set it up at their next sign-in.'
          : 'Two-step sign-in is no longer required.',
      );
    } catch (error) {
      notify.error(errorMessage(error, 'The sign-in policy could not be saved.'));
    }
  };
  return (
    <SectionCard title="Sign-in security">
      <QueryState
        query={policy}
        loadingLabel="Loading the sign-in policy"
        errorTitle="The sign-in policy could not be loaded"
      >
        {(data) => (
          <Stack gap="sm">
            <Switch
              label="Require two-step sign-in"
              description="Every member signs in with a code from an authenticator app, or with a passkey, to open this account."
              checked={data.requireTwoStep}
              disabled={!mayChange || update.isPending}
              onChange={(event) => void change(event.currentTarget.checked)}
            />
            <Text size="sm" c={data.membersWithoutTwoStep > 0 ? undefined : 'dimmed'}>
              {data.membersWithoutTwoStep === 0
                ? 'Every member has two-step sign-in.'
                : `${data.membersWithoutTwoStep} ${data.membersWithoutTwoStep === 1 ? 'member has' : 'members have'} no two-step sign-in yet${
                    data.requireTwoStep
                      ? ': they set it up at their next sign-in.'
                      : ': requiring it signs them out, and they set it up at their next sign-in.'
                  }`}
            </Text>
            {!mayChange && <ReadOnlyNote permission="security.manage" action="changing it" />}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
