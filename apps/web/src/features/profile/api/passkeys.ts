import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth/auth-api';

const passkeysKey = ['identity', 'passkeys'] as const;

export type Passkey = Awaited<ReturnType<typeof authApi.listPasskeys>>[number];

/** The person's passkeys, as the user pool lists them (ListWebAuthnCredentials). */
export const usePasskeys = () => useQuery({ queryKey: passkeysKey, queryFn: () => authApi.listPasskeys() });

/** Adding one (the browser's prompt, then the user pool) or removing one; the list is read again after either. */
export function usePasskeyChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}
