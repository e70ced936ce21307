import { useQuery } from '@tanstack/react-query';
import { locateSupplyEvent } from '@portal/shared/contracts/leads/locate-supply-event';
import { contractQuery } from '../../../lib/http/api';

/** Which account a lead or call belongs to: asked only when the selected account does not hold it. */
export const useLocateSupplyEvent = (supplyEventId: string, enabled: boolean) =>
  useQuery({ ...contractQuery(locateSupplyEvent, { params: { supplyEventId } }), enabled });
