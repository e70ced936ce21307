import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountContactsSchema } from '@portal/shared/accounts';
import { apiClient } from '../../../lib/http/api-client';

export type AccountContacts = z.infer<typeof accountContactsSchema>;

export const getAccountContacts = (accountId: string) => apiClient.get<AccountContacts>(`ad-portal/advprtl/accounts/${encodeURIComponent(accountId)}/contacts`);

export const accountContactsQuery = (accountId: string) => queryOptions({ queryKey: ['account-contacts', accountId], queryFn: () => getAccountContacts(accountId) });

export const useAccountContacts = (accountId: string) => useQuery(accountContactsQuery(accountId));
