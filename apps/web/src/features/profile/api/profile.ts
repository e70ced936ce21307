import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@portal/shared/account-forms';
import type { ContractResponse } from '@portal/shared/api/contract';
import { getNotificationPreferences } from '@portal/shared/contracts/notifications/get-preferences';
import { getProfile } from '@portal/shared/contracts/profile/get-profile';
import { updateProfile } from '@portal/shared/contracts/profile/update-profile';
import { callApi, contractQuery } from '../../../lib/http/api';

export type Profile = ContractResponse<typeof getProfile>;

export const profileQuery = contractQuery(getProfile);

export const useProfile = () => useQuery(profileQuery);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => callApi(updateProfile, { body: update }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      // Texts need a mobile number: the notification choices say whether SMS can reach the person.
      await queryClient.invalidateQueries({ queryKey: [getNotificationPreferences.path] });
    },
  });
}
