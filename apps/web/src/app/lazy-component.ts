import { createElement, lazy, type ComponentType } from 'react';

/** What a route carries besides its element: how to start loading its code before it renders. */
export interface RouteHandle {
  preload: () => Promise<unknown>;
}

/**
 * A component whose code loads when first drawn, or sooner through `preload`. React.lazy alone keeps a failed
 * load (a lost connection) for good; here the next `preload`, which the router calls on every navigation,
 * starts over, so the error screen's "Try again" can succeed. A failure is not retried by itself: the
 * error screen shows, and nothing loops.
 */
export function lazyComponent(load: () => Promise<ComponentType>) {
  let loading: Promise<ComponentType> | undefined;
  let failed = false;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      failed = true;
      throw error;
    }));
  const lazyOnce = () => lazy(() => start().then((Component) => ({ default: Component })));
  let current = lazyOnce();
  const preload = () => {
    if (failed) {
      failed = false;
      loading = undefined;
      current = lazyOnce();
    }
    return start();
  };
  const Lazy = () => createElement(current);
  return { Lazy, handle: { preload } satisfies RouteHandle };
}
