import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BridgeView } from '@portal/shared/billing';
import { getBridge } from '@portal/shared/contracts/billing/get-bridge';
import { payBridge } from '@portal/shared/contracts/billing/pay-bridge';
import { callApi, contractKey, contractQuery } from '../../../lib/http/api';

/** While a payment through the link waits for the provider's answer, the page asks again this often. */
export const BRIDGE_PROCESSING_POLL_MS = 3_000;

/**
 * What a payment link pays and where it stands; a used, expired or altered link answers with its reason (no
 * retries). While PROCESSING it is asked again until the payment ends, paid or failed.
 */
export const useBridgeLink = (linkToken: string) =>
  useQuery({
    ...contractQuery(getBridge, { params: { linkToken } }),
    retry: false,
    enabled: linkToken !== '',
    refetchInterval: (query) => (query.state.data?.status === 'PROCESSING' ? BRIDGE_PROCESSING_POLL_MS : false),
  });

/** Pays through the link with a token from the provider's card form; the link's new state replaces the old. */
export function usePayBridge(linkToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(payBridge, { params: { linkToken }, body: { token } }),
    onSuccess: (view: BridgeView) => queryClient.setQueryData(contractKey(getBridge, { params: { linkToken } }), view),
  });
}
