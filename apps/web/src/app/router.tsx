import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Navigate, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { PermissionGate } from '../components/permission-gate';
import { ROUTE_TABLE, areaSegments, paths, type RouteEntry } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { AppFrame } from './app-frame';
import { lazyComponent } from '../lib/lazy-component';
import { SignedOutLayout } from './layouts/signed-out-layout';
import { NotFoundScreen } from './routes/not-found-screen';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../lib/session/session-context';

// Every screen file, each its own chunk, loaded when first visited (the glob keeps them lazy): a feature's
// own screens, and the app's screens that compose several features. Keyed by their path under src/.
const SCREENS = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ Component: ComponentType }>(['../features/*/routes/*-route.tsx', './routes/*-route.tsx']),
  ).map(([file, load]) => [file.replace(/^\.\.\//, '').replace(/^\.\//, 'app/'), load]),
);

/** What a route carries besides its element: how to start loading its code before it renders. */
interface RouteHandle {
  preload: () => Promise<unknown>;
}

/** Names the browser tab after the screen it frames. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

/** A route of the route table: its screen, loaded when first drawn, and its title for the browser tab. */
function screenRoute(entry: RouteEntry): RouteObject {
  const loadScreen = SCREENS[`${entry.screen}.tsx`];
  if (!loadScreen) throw new Error(`The route table names src/${entry.screen}.tsx, which does not exist`);
  const load = entry.firstPaintStylesOnly
    ? loadScreen
    : () => Promise.all([loadScreen(), import('./all-styles')]).then(([screen]) => screen);
  const { Lazy: Screen, preload } = lazyComponent(() => load().then((module) => module.Component));
  const handle: RouteHandle = { preload };
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
  return entry.pattern === '' ? { index: true, element, handle } : { path: entry.pattern, element, handle };
}

const screensOf = (area: RouteEntry['area']) => ROUTE_TABLE.filter((entry) => entry.area === area).map(screenRoute);

/**
 * Inside an area, a path that matches none of its screens redirects (logged-out area to /login, signed-in
 * area to /account); a path outside both areas shows the 404 text (specification section 2).
 */
const catchAll = (area: RouteEntry['area'], to: string): RouteObject[] =>
  areaSegments(area).map((segment) => ({ path: `${segment}/*`, element: <Navigate to={to} replace /> }));

// Lazy too: the signed-out screens never pay for the shell's menus and popovers.
const signedInLayout = lazyComponent<{ children?: ReactNode }>(() =>
  import('./layouts/signed-in-layout').then((module) => module.SignedInLayout),
);
const signedInLayoutHandle: RouteHandle = { preload: signedInLayout.preload };

/** The 404: inside the signed-in shell for someone signed in (the header and menus stay), on its own otherwise. */
function UnknownPath() {
  const { session } = useSession();
  if (session.status === 'loading') return <PageLoader fullScreen />;
  if (session.status === 'signedIn') {
    return (
      <signedInLayout.Lazy>
        <NotFoundScreen inShell />
      </signedInLayout.Lazy>
    );
  }
  return <NotFoundScreen />;
}

export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      {
        element: <SignedOutLayout />,
        children: [...screensOf('loggedOut'), ...catchAll('loggedOut', paths.login.href())],
      },
      {
        element: <signedInLayout.Lazy />,
        handle: signedInLayoutHandle,
        children: [...screensOf('signedIn'), ...catchAll('signedIn', paths.account.href())],
      },
      {
        path: '*',
        element: (
          <Titled title="Page not found">
            <UnknownPath />
          </Titled>
        ),
      },
    ],
  },
];

/**
 * The portal's screens, under whichever router holds the location (the app's, or a test's memory router).
 * A location's layout and screen start loading together as soon as it is known, while the session and the
 * account role it may wait for are still being read (as the data router's lazy routes did).
 */
export function AppRoutes({ routeList = routes }: { routeList?: RouteObject[] }) {
  const location = useLocation();
  // During render, before the routes below draw: a screen whose code failed to load starts over here.
  useMemo(() => {
    for (const { route } of matchRoutes(routeList, location) ?? [])
      void (route.handle as Partial<RouteHandle> | undefined)?.preload?.().catch(() => undefined);
  }, [routeList, location]);
  return useRoutes(routeList);
}
