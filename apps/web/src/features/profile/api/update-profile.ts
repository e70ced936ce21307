import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@portal/shared/account-forms';
import { getNotificationPreferences } from '@portal/shared/contracts/notifications/get-preferences';
import { updateProfile } from '@portal/shared/contracts/profile/update-profile';
import { callApi } from '../../../lib/http/api';
import { profileQuery } from './profile';

// Its own file: the contract carries the form's schema, which only the lazily loaded form needs.
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
