import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserIdentity } from '@portal/shared/accounts';
import { apiClient } from '../../../lib/http/api-client';

export const getUserIdentity = (username: string) => apiClient.get<UserIdentity>(`ad-portal/advprtl/user_identity/${encodeURIComponent(username)}`);

export const userIdentityQuery = (username: string) => queryOptions({ queryKey: ['user-identity', username], queryFn: () => getUserIdentity(username) });

/** The signed-in customer's contact and account assignments. */
export const useUserIdentity = (username: string, enabled = true) => useQuery({ ...userIdentityQuery(username), enabled });
