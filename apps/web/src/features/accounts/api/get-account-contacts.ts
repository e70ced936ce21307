import { useQuery } from '@tanstack/react-query';
import type { ContractResponse } from '@portal/shared/api/contract';
import { getAccountContacts } from '@portal/shared/contracts/accounts/get-account-contacts';
import { contractQuery } from '../../../lib/http/api';

export type AccountContacts = ContractResponse<typeof getAccountContacts>;

export const useAccountContacts = (accountId: string) =>
  useQuery(contractQuery(getAccountContacts, { params: { accountId } }));
