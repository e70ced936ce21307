import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon title="Billing" description="Your balance, invoices, payments and autopay settings will appear here." />
  );
}
