import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyComponent<Props extends object> {
  /** Draws the component, suspending (to the nearest Suspense) until its code is here. */
  Lazy: ComponentType<Props>;
  /** Starts loading now: on a hint of intent, or the router's navigation. After a failed load, starts over. */
  preload: () => Promise<unknown>;
}

/**
 * A screen or a part of one (a modal, an editor, a chart) whose code loads when first drawn, or sooner
 * through `preload`: the one way the web app splits its code (docs/decisions/0007). React.lazy alone keeps a
 * failed load (a lost connection) for good; here the next `preload` starts over (the router calls it on
 * every navigation, so the error screen's "Try again" can succeed). A failure is shown to the nearest error
 * boundary and not retried by itself, so nothing loops. The header's controls that load after the first
 * paint without ever suspending are lib/deferred-part.ts.
 */
export function lazyComponent<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  let failed = false;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      failed = true;
      throw error;
    }));
  const lazyOnce = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy(() => start().then((Component) => ({ default: Component })));
  let current = lazyOnce();
  const preload = () => {
    if (failed) {
      failed = false;
      loading = undefined;
      current = lazyOnce();
    }
    return start();
  };
  const Lazy = (props: Props) => createElement(current, props);
  return { Lazy, preload };
}
