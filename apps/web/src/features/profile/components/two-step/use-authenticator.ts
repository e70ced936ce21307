import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../../lib/auth/auth-api';

const statusKey = ['identity', 'authenticator-app'] as const;

/** Whether two-step sign-in with an authenticator app is on, as the user pool says (GetUser). */
export const useAuthenticatorStatus = () =>
  useQuery({ queryKey: statusKey, queryFn: () => authApi.authenticatorAppIsOn() });

/** Turning it on (with the app's first code) or off; the status is read again after either. */
export function useAuthenticatorChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
