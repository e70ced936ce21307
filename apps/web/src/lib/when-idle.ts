import { startTransition, useEffect, useState } from 'react';

/** Resolves once the page has painted its first text or image (or after 3 s, where that is not observable). */
const firstContentfulPaint = new Promise<void>((resolve) => {
  setTimeout(resolve, 3_000);
  try {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the time-out above stands in.
  }
});

/**
 * Runs `task` once the page has painted its first content and the browser has nothing else to do (at most
 * `timeoutMs` after that), and returns a way to cancel it. For code no screen needs to draw (Amplify before
 * a sign-in, the toast area, the sign-in calls): started at once, its download and start-up delayed the
 * first paint on a slow phone by as much again as the screen's own code (docs/decisions/0025).
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  void firstContentfulPaint.then(() => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancelWait = () => window.cancelIdleCallback(id);
    } else {
      // Safari has no requestIdleCallback: the next turn after the paint will do.
      const id = window.setTimeout(task, 0);
      cancelWait = () => window.clearTimeout(id);
    }
  });
  return () => {
    cancelled = true;
    cancelWait();
  };
}

/**
 * False until whenIdle has run once after this component mounted, then true. The change renders as a
 * transition: an update from an idle callback is otherwise drawn in one uninterruptible task, and what it
 * mounts at the top of the app (the toast area) was 190 ms of a phone's main thread (docs/decisions/0031).
 */
export function useIdleOnce(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
