import { useQuery } from '@tanstack/react-query';
import type { ContractResponse } from '@portal/shared/api/contract';
import { getProfile } from '@portal/shared/contracts/profile/get-profile';
import { contractQuery } from '../../../lib/http/api';

export type Profile = ContractResponse<typeof getProfile>;

export const profileQuery = contractQuery(getProfile);

export const useProfile = () => useQuery(profileQuery);
