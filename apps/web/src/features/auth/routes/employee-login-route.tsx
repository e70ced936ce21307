import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { authApi } from '../../../lib/auth/auth-api';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { authErrorMessage } from '../../../lib/auth/auth-error-message';
import { MESSAGES } from '@portal/shared/messages';
import { safeRedirectPath } from '@portal/shared/safe-redirect';
import { useSession } from '../../../lib/session/session-context';
import { AuthHeading } from '../components/auth-heading';
import { useHrefKeepingRedirect } from '../lib/redirect-query';
import { useDirectorySignIn } from '../api/get-directory-sign-in';

/**
 * /employee-login: staff sign in through the company directory. The server runs the OIDC exchange and
 * comes back here with a one-time ticket in the URL fragment, which Amplify trades for tokens (CUSTOM_AUTH).
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const href = useHrefKeepingRedirect();
  const { refresh } = useSession();
  const [handoff] = useState(() => new URLSearchParams(window.location.hash.slice(1)));
  const [error, setError] = useState<string | null>(handoff.get('error'));
  const [finishing, setFinishing] = useState(Boolean(handoff.get('ticket')));
  const started = useRef(false);
  // Offered until the server says there is no directory (then said in words, not followed to an error).
  const noDirectory = useDirectorySignIn() === false;

  useEffect(() => {
    const ticket = handoff.get('ticket');
    const username = handoff.get('username');
    if (!ticket || !username || started.current) return;
    started.current = true;
    // The ticket is single use: take it out of the address bar at once.
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    void (async () => {
      try {
        await authApi.redeemDirectoryTicket(username, ticket);
        const redirectTo = safeRedirectPath(handoff.get('redirectTo'));
        if (redirectTo) setSearch({ redirectTo }, { replace: true });
        await refresh();
      } catch (caught) {
        setError(authErrorMessage(caught));
        setFinishing(false);
      }
    })();
  }, [handoff, refresh, setSearch]);

  const redirectTo = search.get('redirectTo');
  const startUrl = `/api/auth/sso/start${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ''}`;

  if (finishing) {
    return (
      <Stack align="center" gap="md" py="xl" role="status">
        <Loader role="status" aria-label="Logging you in" />
        <Text>Logging you in…</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <AuthHeading title="Employee login" subtitle="Provider staff log in with their company account." />
      {/* Without a directory, the sentence beside the button says it once (not again as a failure). */}
      {error && !noDirectory && (
        <Alert color="red" variant="light" title="Login did not complete">
          {error}
        </Alert>
      )}
      {noDirectory ? (
        <>
          <Button disabled leftSection={<IconBuildingSkyscraper size={18} aria-hidden />} fullWidth>
            Login with the Company Directory
          </Button>
          <Text size="sm" ta="center">
            {MESSAGES.directoryNotSetUp}
          </Text>
        </>
      ) : (
        <Button component="a" href={startUrl} leftSection={<IconBuildingSkyscraper size={18} aria-hidden />} fullWidth>
          Login with the Company Directory
        </Button>
      )}
      <Text size="sm" c="dimmed" ta="center">
        Staff with a portal password can{' '}
        <Anchor component={Link} to={href(paths.login.href())} size="sm">
          log in with email and password
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
