import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { decideRoute, type Area } from '../../lib/route-guard';
import { useSelectedAccountId } from '../../lib/selected-account';
import { useSession } from '../../lib/session/session-context';

/** Applies the redirect rules of specification section 4 before an area renders. */
export function AreaGuard({ area, children }: { area: Area; children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  const selectedAccountId = useSelectedAccountId();
  const decision = decideRoute({
    area,
    pathname: location.pathname,
    search: location.search,
    session,
    selectedAccountId,
  });
  if (decision.kind === 'wait') return <PageLoader fullScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
