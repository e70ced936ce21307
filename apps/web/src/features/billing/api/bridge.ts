import { useMutation, useQuery } from '@tanstack/react-query';
import { getBridge } from '@portal/shared/contracts/billing/get-bridge';
import { payBridge } from '@portal/shared/contracts/billing/pay-bridge';
import { callApi, contractQuery } from '../../../lib/http/api';

/** What a payment link pays; a used, expired or altered link answers with its reason (no retries). */
export const useBridgeLink = (linkToken: string) =>
  useQuery({ ...contractQuery(getBridge, { params: { linkToken } }), retry: false, enabled: linkToken !== '' });

/** Pays through the link with a token from the provider's card form. */
export const usePayBridge = (linkToken: string) =>
  useMutation({ mutationFn: (token: string) => callApi(payBridge, { params: { linkToken }, body: { token } }) });
