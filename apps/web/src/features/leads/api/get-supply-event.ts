import { useQuery } from '@tanstack/react-query';
import { getSupplyEvent } from '@portal/shared/contracts/leads/get-supply-event';
import { contractQuery } from '../../../lib/http/api';

export const supplyEventQuery = (accountId: string, supplyEventId: string) =>
  contractQuery(getSupplyEvent, { params: { accountId, supplyEventId } });

/** One lead or call of the account, with its notes and latest dispute; waits for an account to ask in. */
export const useSupplyEvent = (accountId: string | null, supplyEventId: string) =>
  useQuery({ ...supplyEventQuery(accountId ?? '', supplyEventId), enabled: accountId !== null });
