import { useQuery } from '@tanstack/react-query';
import { listAdjustments } from '@portal/shared/contracts/billing/list-adjustments';
import { contractQuery } from '../../../lib/http/api';

export const adjustmentsQuery = (accountId: string) => contractQuery(listAdjustments, { params: { accountId } });

/** Provider staff: the account's adjustments, those waiting for approval first. */
export const useAdjustments = (accountId: string) => useQuery(adjustmentsQuery(accountId));
