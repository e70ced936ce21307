import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockNumberBody } from '@portal/shared/blocked-numbers';
import { blockNumber } from '@portal/shared/contracts/leads/block-number';
import { listBlockedNumbers } from '@portal/shared/contracts/leads/list-blocked-numbers';
import { unblockNumber } from '@portal/shared/contracts/leads/unblock-number';
import { callApi, contractQuery } from '../../../lib/http/api';

export const blockedNumbersQuery = (accountId: string) => contractQuery(listBlockedNumbers, { params: { accountId } });

/** The numbers the account never pays for (ADMIN and up). */
export const useBlockedNumbers = (accountId: string, enabled = true) =>
  useQuery({ ...blockedNumbersQuery(accountId), enabled });

/** Blocks a number from now on. */
export function useBlockNumber(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockNumberBody) => callApi(blockNumber, { params: { accountId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockedNumbersQuery(accountId).queryKey }),
  });
}

/** Takes a number off the list; answers the list left. */
export function useUnblockNumber(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockedNumberId: string) => callApi(unblockNumber, { params: { accountId, blockedNumberId } }),
    onSuccess: (left) => queryClient.setQueryData(blockedNumbersQuery(accountId).queryKey, left),
  });
}
