import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disablePerson } from '@portal/shared/contracts/people/disable-person';
import { enablePerson } from '@portal/shared/contracts/people/enable-person';
import { listPeople } from '@portal/shared/contracts/people/list-people';
import { makeStaff } from '@portal/shared/contracts/people/make-staff';
import { removeStaff } from '@portal/shared/contracts/people/remove-staff';
import { resetPersonPassword } from '@portal/shared/contracts/people/reset-person-password';
import { resetPersonTwoStep } from '@portal/shared/contracts/people/reset-person-two-step';
import type { PersonChange } from '@portal/shared/people';
import type { PersonAction } from '@portal/shared/people-rules';
import { callApi } from '../../../lib/http/api';

const CONTRACTS = {
  disable: disablePerson,
  enable: enablePerson,
  'reset-password': resetPersonPassword,
  'reset-two-step': resetPersonTwoStep,
  'make-staff': makeStaff,
  'remove-staff': removeStaff,
} as const satisfies Record<PersonAction, unknown>;

/** One staff action on a person's sign-in, with its reason; the list is read again (filters may drop the person). */
export function useChangePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId, change }: { action: PersonAction; userId: string; change: PersonChange }) =>
      callApi(CONTRACTS[action], { params: { userId }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listPeople.path] }),
  });
}
