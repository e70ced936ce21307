import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router';
import { AppRoutes } from '../app/router';
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

/** Where the memory router is, as the last render saw it. */
interface RouterProbe {
  state: { location: Location; historyAction: NavigationType };
}

function LocationProbe({ onRender }: { onRender: (state: RouterProbe['state']) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  useEffect(() => {
    onRender({ location, historyAction });
  });
  return null;
}

/** Renders routes in a memory router with the app's providers and the given session. */
export function renderRoutes(routes: RouteObject[], options: { path: string; session?: Session }) {
  const router = { state: {} } as RouterProbe;
  const signedOut: string[] = [];
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications />
      <QueryClientProvider client={createQueryClient()}>
        <TestSession initial={options.session ?? { status: 'signedOut' }} onSignOut={() => signedOut.push('signOut')}>
          <MemoryRouter initialEntries={[options.path]}>
            <AppRoutes routeList={routes} />
            <LocationProbe
              onRender={(state) => {
                router.state = state;
              }}
            />
          </MemoryRouter>
        </TestSession>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, signedOut };
}
