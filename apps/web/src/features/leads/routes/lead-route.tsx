import { SupplyEventScreen } from '../components/supply-event-screen';

/** lead/{supplyEventId}: one form lead, with its price, status, notes and dispute. */
export function Component() {
  return <SupplyEventScreen type="LEAD" />;
}
