import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { PermissionGate } from '../components/permission-gate';
import { ROUTE_TABLE, areaSegments, paths, type RouteEntry } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { AppFrame } from './app-frame';
import { SignedOutLayout } from './layouts/signed-out-layout';
import { NotFoundScreen } from './routes/not-found-screen';

// Every screen file, each its own chunk, loaded when first visited (the glob keeps them lazy).
const SCREENS = import.meta.glob<{ Component: ComponentType }>('../features/*/routes/*-route.tsx');

/** Names the browser tab after the screen it frames. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

/** A route of the route table: its screen, loaded when first drawn, and its title for the browser tab. */
function screenRoute(entry: RouteEntry): RouteObject {
  const loadScreen = SCREENS[`../features/${entry.screen}.tsx`];
  if (!loadScreen) throw new Error(`The route table names features/${entry.screen}.tsx, which does not exist`);
  const load = entry.firstPaintStylesOnly
    ? loadScreen
    : () => Promise.all([loadScreen(), import('./all-styles')]).then(([screen]) => screen);
  const Screen = lazy(() => load().then((module) => ({ default: module.Component })));
  const { permission } = entry;
  // A screen for a permission is drawn inside its gate, which says which role it needs to those without it.
  const element = (
    <Titled title={entry.title}>
      {permission ? (
        <PermissionGate permission={permission} title={entry.title}>
          <Screen />
        </PermissionGate>
      ) : (
        <Screen />
      )}
    </Titled>
  );
  return entry.pattern === '' ? { index: true, element } : { path: entry.pattern, element };
}

const screensOf = (area: RouteEntry['area']) => ROUTE_TABLE.filter((entry) => entry.area === area).map(screenRoute);

/**
 * Inside an area, a path that matches none of its screens redirects (logged-out area to /login, signed-in
 * area to /account); a path outside both areas shows the 404 text (specification section 2).
 */
const catchAll = (area: RouteEntry['area'], to: string): RouteObject[] =>
  areaSegments(area).map((segment) => ({ path: `${segment}/*`, element: <Navigate to={to} replace /> }));

// Lazy too: the signed-out screens never pay for the shell's menus and popovers.
const SignedInLayout = lazy(() =>
  import('./layouts/signed-in-layout').then((module) => ({ default: module.SignedInLayout })),
);

export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      {
        element: <SignedOutLayout />,
        children: [...screensOf('loggedOut'), ...catchAll('loggedOut', paths.login.href())],
      },
      {
        element: <SignedInLayout />,
        children: [...screensOf('signedIn'), ...catchAll('signedIn', paths.account.href())],
      },
      {
        path: '*',
        element: (
          <Titled title="Page Not Found">
            <NotFoundScreen />
          </Titled>
        ),
      },
    ],
  },
];

/** The portal's screens, under whichever router holds the location (the app's, or a test's memory router). */
export function AppRoutes({ routeList = routes }: { routeList?: RouteObject[] }) {
  return useRoutes(routeList);
}
