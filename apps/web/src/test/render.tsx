import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme';
import { createQueryClient } from '../lib/query-client';
import { SessionContext, type Session } from '../lib/session/session-context';

/** Holds a session that signOut really ends, as the identity feature's provider does. */
function TestSession({
  initial,
  onSignOut,
  children,
}: {
  initial: Session;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const [session, setSession] = useState(initial);
  const signOut = async () => {
    onSignOut();
    setSession({ status: 'signedOut' });
  };
  return <SessionContext value={{ session, signOut, refresh: async () => undefined }}>{children}</SessionContext>;
}

/** Renders routes in a memory router with the app's providers and the given session. */
export function renderRoutes(routes: RouteObject[], options: { path: string; session?: Session }) {
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  const signedOut: string[] = [];
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications />
      <QueryClientProvider client={createQueryClient()}>
        <TestSession initial={options.session ?? { status: 'signedOut' }} onSignOut={() => signedOut.push('signOut')}>
          <RouterProvider router={router} />
        </TestSession>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, signedOut };
}
