import { useQuery } from '@tanstack/react-query';
import { getPaymentsConfig } from '@portal/shared/contracts/billing/get-payments-config';
import { contractQuery } from '../../../lib/http/api';

/** Where the provider's card form comes from (503 when this server takes no payments). */
export const usePaymentsConfig = () => useQuery({ ...contractQuery(getPaymentsConfig), retry: false });
