import { SupplyEventScreen } from '../components/supply-event-screen';

/** call/{supplyEventId}: one tracked call, with its details, price, status, notes and dispute. */
export function Component() {
  return <SupplyEventScreen type="CALL" />;
}
