import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { SessionProvider } from './session-provider';
import { cssVariablesResolver, theme } from './theme';

/** Providers every screen needs. Server data (TanStack Query) is provided by the signed-in area, which alone fetches it. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" limit={4} />
      <SessionProvider>{children}</SessionProvider>
    </MantineProvider>
  );
}
