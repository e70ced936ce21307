import { useQuery } from '@tanstack/react-query';
import { listApiKeys } from '@portal/shared/contracts/api-keys/list-api-keys';
import { contractQuery } from '../../../lib/http/api';

export const apiKeysQuery = (accountId: string) => contractQuery(listApiKeys, { params: { accountId } });

/** The account's API keys (never their secrets). */
export const useApiKeys = (accountId: string, enabled = true) => useQuery({ ...apiKeysQuery(accountId), enabled });
