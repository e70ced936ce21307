import { Loader } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import type { SupplyEventType } from '@portal/shared/supply-events';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { useAccountContext } from '../../../lib/account-context';
import { isNotFound } from '../../../lib/http/error-message';
import { eventNoun } from './event-labels';
import { EventNotFound } from './event-not-found';
import { SupplyEventPage } from './supply-event-page';
import { useEventAccount } from './use-event-account';

/**
 * The lead and call pages: find the event's account, load the event, send a lead opened as a call (or
 * the reverse) to its own path, and draw the loading, not-found and error states on the way.
 */
export function SupplyEventScreen({ type }: { type: SupplyEventType }) {
  const { supplyEventId = '' } = useParams();
  const { accountId, account, roleKnown } = useAccountContext();
  const { event, located, lookElsewhere, switching } = useEventAccount(supplyEventId);
  const noun = eventNoun(type);
  const loading = <Loader size="sm" role="status" aria-label={`Loading the ${noun}`} />;
  const notFound = <EventNotFound noun={noun} />;

  if (lookElsewhere) {
    if (switching) return loading;
    return (
      <QueryState
        query={located}
        loadingLabel={`Finding the ${noun}`}
        errorTitle={`The ${noun} could not be loaded`}
        renderError={isNotFound(located.error) ? () => notFound : undefined}
      >
        {/* The server placed it in the selected account, yet that account does not answer for it. */}
        {() => notFound}
      </QueryState>
    );
  }
  return (
    <QueryState query={event} loadingLabel={`Loading the ${noun}`} errorTitle={`The ${noun} could not be loaded`}>
      {(data) => {
        if (data.type !== type) {
          const href = data.type === 'CALL' ? paths.call.href(data.id) : paths.lead.href(data.id);
          return <Navigate to={href} replace />;
        }
        // Times wait for the account's zone and controls for the user's role, so neither changes under the eye.
        if (!account || !roleKnown || !accountId) return loading;
        return <SupplyEventPage event={data} accountId={accountId} timeZone={account.Time_Zone__c} />;
      }}
    </QueryState>
  );
}
