import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return <ComingSoon title="Campaign" description="The details of this campaign will appear here." />;
}
