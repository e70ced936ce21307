import { Outlet, useMatches } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { useFocusRescue } from './layouts/use-focus-rescue';

/** What a route of the route table carries besides its screen. */
export interface RouteHandle {
  /** The screen's name in the browser tab. */
  title: string;
}

const titleOf = (handle: unknown) => (handle as Partial<RouteHandle> | undefined)?.title;

/** The root route's frame: the tab is named after the deepest matched route with a title (router.tsx). */
export function TitledOutlet() {
  const title = useMatches()
    .map((match) => titleOf(match.handle))
    .findLast(Boolean);
  useDocumentTitle(title);
  useFocusRescue();
  return <Outlet />;
}
