import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { SessionProvider } from './session-provider';
import { cssVariablesResolver, theme } from './theme';

// Off the first load (~10 KB): no screen needs the toast area to draw, and a toast raised before it has
// loaded waits in the notifications store and appears when it arrives.
const ToastArea = lazy(() => import('./toast-area'));

/** Providers every screen needs. Server data (TanStack Query) is provided by the signed-in area, which alone fetches it. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <ToastArea />
      </Suspense>
      <SessionProvider>{children}</SessionProvider>
    </MantineProvider>
  );
}
