import { useQuery } from '@tanstack/react-query';
import { unsubscribe } from '@portal/shared/contracts/notifications/unsubscribe';
import { callApi } from '../../../lib/http/api';

/**
 * Turns off what an email's link names, once the page opens: a query rather than a mutation, so that a
 * second render (StrictMode, a remount) does not post again. Posting twice would be harmless anyway.
 */
export const useUnsubscribe = (token: string) =>
  useQuery({
    queryKey: [unsubscribe.path, token],
    queryFn: () => callApi(unsubscribe, { body: { token } }),
    enabled: token !== '',
    staleTime: Infinity,
  });
