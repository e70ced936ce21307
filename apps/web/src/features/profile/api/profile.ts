import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProfileUpdate } from '@portal/shared/account-forms';
import type { profileSchema } from '@portal/shared/accounts';
import { apiClient } from '../../../lib/http/api-client';

export type Profile = z.infer<typeof profileSchema>;

const PATH = 'account-management/profile';

export const profileQuery = queryOptions({ queryKey: ['profile'], queryFn: () => apiClient.get<Profile>(PATH) });

export const useProfile = () => useQuery(profileQuery);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => apiClient.put<Profile>(PATH, update),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
  });
}
