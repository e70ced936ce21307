import { createContext, use, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

const NavigationPending = createContext(false);

/**
 * React Router's declarative BrowserRouter, plus whether a navigation is still under way. Each change of
 * location renders as a transition, as BrowserRouter's does: the screen on show stays until the next one's
 * lazy chunk has loaded. `useNavigationPending` says so meanwhile, which BrowserRouter keeps to itself.
 * The declarative router is half the size of the data router (createBrowserRouter), which the portal's
 * screens never used for loaders or actions (docs/decisions/0028).
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  );
}

/** True while a navigation renders, its lazy screen included; false under any other router (tests). */
export const useNavigationPending = () => use(NavigationPending);
