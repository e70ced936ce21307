import { MantineProvider } from '@mantine/core';
import { Suspense, useEffect, type ReactNode } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { useIdleOnce, whenIdle } from '../lib/when-idle';
import { loadInter } from './load-inter';
import { SessionProvider } from './session-provider';
import { cssVariablesResolver, theme } from './theme';

// Off the first load (~10 KB), and fetched only once the first screen has painted (useIdleOnce): no screen
// needs the toast area to draw, and a toast raised before it has loaded waits in the notifications store and
// appears when it arrives.
const { Lazy: ToastArea } = lazyComponent(() => import('./toast-area').then((module) => module.ToastArea));

/** Providers every screen needs. Server data (TanStack Query) is provided by the signed-in area, which alone fetches it. */
export function AppProviders({ children }: { children: ReactNode }) {
  const idle = useIdleOnce();
  // Inter (47 KB) is not needed to draw the first screen: its fallback is sized like it (global.css).
  useEffect(() => whenIdle(loadInter), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {idle && (
        <Suspense fallback={null}>
          <ToastArea />
        </Suspense>
      )}
      <SessionProvider>{children}</SessionProvider>
    </MantineProvider>
  );
}
