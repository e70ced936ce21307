import { useEffect } from 'react';
import { useAccountContext } from '../../../lib/account-context';
import { isNotFound } from '../../../lib/http/error-message';
import { setSelectedAccountId } from '../../../lib/selected-account';
import { notify } from '../../../lib/notify';
import { useSupplyEvent } from '../api/get-supply-event';
import { useLocateSupplyEvent } from '../api/locate-supply-event';

/**
 * The event in the account it belongs to. A link from an email may be opened with no account selected
 * (specification section 4) or with another one: then the server says whose it is (only to someone with
 * a role on it, or staff) and that account becomes the selected one, as if the user had switched to it.
 */
export function useEventAccount(supplyEventId: string) {
  const { accountId } = useAccountContext();
  const event = useSupplyEvent(accountId, supplyEventId);
  const lookElsewhere = accountId === null || isNotFound(event.error);
  const located = useLocateSupplyEvent(supplyEventId, lookElsewhere);
  const target = lookElsewhere ? located.data?.accountId : undefined;
  const switching = target !== undefined && target !== accountId;

  useEffect(() => {
    if (!switching) return;
    // Someone working in one account should not be moved to another without being told.
    if (accountId !== null) notify.info('This belongs to another of your accounts, which is now the selected one.');
    setSelectedAccountId(target);
  }, [switching, target, accountId]);

  return { event, located, lookElsewhere, switching };
}
