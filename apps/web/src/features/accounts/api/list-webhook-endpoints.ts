import { useQuery } from '@tanstack/react-query';
import { listWebhookEndpoints } from '@portal/shared/contracts/webhooks/list-webhook-endpoints';
import { contractQuery } from '../../../lib/http/api';

export const webhookEndpointsQuery = (accountId: string) =>
  contractQuery(listWebhookEndpoints, { params: { accountId } });

/** The account's webhook endpoints (never their secrets). */
export const useWebhookEndpoints = (accountId: string, enabled = true) =>
  useQuery({ ...webhookEndpointsQuery(accountId), enabled });
