import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon title="Summary" description="A summary of your campaigns, leads, calls and spend will appear here." />
  );
}
