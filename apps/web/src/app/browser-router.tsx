import { createContext, use, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

const NavigationTarget = createContext<string | null>(null);

/**
 * React Router's declarative BrowserRouter, plus where a navigation still under way is going. Each change of
 * location renders as a transition, as BrowserRouter's does: the screen on show stays until the next one's
 * lazy chunk has loaded. `useNavigationTarget` names the path meanwhile, which BrowserRouter keeps to
 * itself. The declarative router is half the size of the data router (createBrowserRouter), whose loaders
 * and actions the portal's screens never used (docs/decisions/0028).
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  // StrictMode may build a second one and drop it: it listens to nothing until the effect below.
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [target, setTarget] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  // Where each page of this tab's history was scrolled to when it was left, for the way back.
  const [scrolled] = useState(() => new Map<string, number>());
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    // history.location is already the new one when the listener runs: the page being left is kept here.
    let leaving = history.location.key;
    return history.listen((update) => {
      scrolled.set(leaving, window.scrollY);
      leaving = update.location.key;
      setTarget(update.location.pathname);
      startTransition(() => setState(update));
    });
  }, [history, scrolled]);
  useScrollOnNavigation(state, scrolled);
  return (
    <NavigationTarget value={pending ? target : null}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationTarget>
  );
}

/**
 * A new screen opens at its top, heading in view under the sticky header; back and forward return to where that
 * page was left (its rows come from the query cache, but may be drawn a few frames later: the position is tried
 * again until the page is tall enough, for at most a second). The same screen with another query (a date range,
 * a filter) keeps the position, pushed or replaced.
 */
function useScrollOnNavigation(
  state: { action: string; location: { key: string; pathname: string } },
  scrolled: Map<string, number>,
) {
  const shownPath = useRef(state.location.pathname);
  useLayoutEffect(() => {
    const samePath = shownPath.current === state.location.pathname;
    shownPath.current = state.location.pathname;
    if (state.action === 'PUSH') {
      if (!samePath) window.scrollTo(0, 0);
      return;
    }
    const saved = state.action === 'POP' ? scrolled.get(state.location.key) : undefined;
    if (saved === undefined) return;
    let frame = 0;
    let request = 0;
    const restore = () => {
      window.scrollTo(0, saved);
      frame += 1;
      if (Math.abs(window.scrollY - saved) > 1 && frame < 60) request = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(request);
  }, [state, scrolled]);
}

/** The path a navigation still rendering goes to, its lazy screen included; null under any other router (tests). */
export const useNavigationTarget = () => use(NavigationTarget);
