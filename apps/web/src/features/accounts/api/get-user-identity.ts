import { useQuery } from '@tanstack/react-query';
import { getUserIdentity } from '@portal/shared/contracts/accounts/get-user-identity';
import { contractQuery } from '../../../lib/http/api';

export const userIdentityQuery = (username: string) => contractQuery(getUserIdentity, { params: { username } });

/** The signed-in customer's contact and account assignments. */
export const useUserIdentity = (username: string, enabled = true) =>
  useQuery({ ...userIdentityQuery(username), enabled });
