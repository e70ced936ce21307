import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return <ComingSoon title="Listing" description="This listing and its business profile will appear here." />;
}
