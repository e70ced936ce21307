import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon title="Lead" description="The details of this lead, its price and dispute options will appear here." />
  );
}
