import { useQuery } from '@tanstack/react-query';
import { getAccount } from '@portal/shared/contracts/accounts/get-account';
import { contractQuery } from '../../../lib/http/api';

export const accountQuery = (accountId: string) => contractQuery(getAccount, { params: { accountId } });

export const useAccount = (accountId: string | null) =>
  useQuery({ ...accountQuery(accountId ?? ''), enabled: accountId !== null });
