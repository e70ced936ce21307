import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      title="Campaigns"
      description="Your campaigns, their status, budgets and results will be listed here."
    />
  );
}
