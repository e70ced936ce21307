import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return <ComingSoon title="Campaign Listings" description="The listings of this campaign will appear here." />;
}
