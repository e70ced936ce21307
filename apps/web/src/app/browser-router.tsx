import { createContext, use, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
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
  useLayoutEffect(
    () =>
      history.listen((update) => {
        setTarget(update.location.pathname);
        startTransition(() => setState(update));
      }),
    [history],
  );
  return (
    <NavigationTarget value={pending ? target : null}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationTarget>
  );
}

/** The path a navigation still rendering goes to, its lazy screen included; null under any other router (tests). */
export const useNavigationTarget = () => use(NavigationTarget);
