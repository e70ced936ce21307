import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { PermissionGate } from '../components/permission-gate';
import { ROUTE_TABLE, areaSegments, paths, type RouteEntry } from '../config/paths';
import { SignedOutLayout } from './layouts/signed-out-layout';
import { ErrorScreen } from './routes/error-screen';
import { NotFoundScreen } from './routes/not-found-screen';
import { TitledOutlet, type RouteHandle } from './titled-outlet';

// Every screen file, each its own chunk, loaded when first visited (the glob keeps them lazy).
const SCREENS = import.meta.glob<{ Component: ComponentType }>('../features/*/routes/*-route.tsx');

/** A route of the route table: its screen, and its title for the browser tab (TitledOutlet). */
function screenRoute(entry: RouteEntry): RouteObject {
  const loadScreen = SCREENS[`../features/${entry.screen}.tsx`];
  if (!loadScreen) throw new Error(`The route table names features/${entry.screen}.tsx, which does not exist`);
  const load = entry.firstPaintStylesOnly
    ? loadScreen
    : () => Promise.all([loadScreen(), import('./all-styles')]).then(([screen]) => screen);
  const handle = { title: entry.title } satisfies RouteHandle;
  const { permission } = entry;
  // A screen for a permission is drawn inside its gate, which says which role it needs to those without it.
  const lazy = permission
    ? async () => {
        const { Component: Screen } = await load();
        return {
          Component: () => (
            <PermissionGate permission={permission} title={entry.title}>
              <Screen />
            </PermissionGate>
          ),
        };
      }
    : load;
  return entry.pattern === '' ? { index: true, handle, lazy } : { path: entry.pattern, handle, lazy };
}

const screensOf = (area: RouteEntry['area']) => ROUTE_TABLE.filter((entry) => entry.area === area).map(screenRoute);

/**
 * Inside an area, a path that matches none of its screens redirects (logged-out area to /login, signed-in
 * area to /account); a path outside both areas shows the 404 text (specification section 2).
 */
const catchAll = (area: RouteEntry['area'], to: string): RouteObject[] =>
  areaSegments(area).map((segment) => ({ path: `${segment}/*`, element: <Navigate to={to} replace /> }));

export const routes: RouteObject[] = [
  {
    Component: TitledOutlet,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      {
        element: <SignedOutLayout />,
        children: [...screensOf('loggedOut'), ...catchAll('loggedOut', paths.login.href())],
      },
      {
        // Lazy too: the signed-out screens never pay for the shell's menus and popovers.
        lazy: () => import('./layouts/signed-in-layout'),
        children: [...screensOf('signedIn'), ...catchAll('signedIn', paths.account.href())],
      },
      { path: '*', handle: { title: 'Page Not Found' } satisfies RouteHandle, element: <NotFoundScreen /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
