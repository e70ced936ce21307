import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSummary } from '@portal/shared/contracts/leads/get-summary';
import { contractQuery } from '../../../lib/http/api';

/** Totals, a series per day and per campaign for days from and to (yyyy-LL-dd, the account's zone). */
export const summaryQuery = (accountId: string, query: { from: string; to: string; campaignId?: string }) =>
  contractQuery(getSummary, { params: { accountId }, query });

export const useSummary = (accountId: string, query: { from: string; to: string; campaignId?: string }) =>
  // A new range keeps the figures on screen until its own arrive, instead of flashing a spinner.
  useQuery({ ...summaryQuery(accountId, query), placeholderData: keepPreviousData });
