import { useQuery } from '@tanstack/react-query';
import { getNotificationPreferences } from '@portal/shared/contracts/notifications/get-preferences';
import { contractQuery } from '../../../lib/http/api';

export const preferencesQuery = (accountId: string) =>
  contractQuery(getNotificationPreferences, { params: { accountId } });

/** Each event the person can hear of on the account, per channel, and whether SMS can reach them. */
export const usePreferences = (accountId: string) => useQuery(preferencesQuery(accountId));
