import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      compact
      title="Payment link"
      description="This payment link is not valid. Payment links from invoice emails arrive with billing."
    />
  );
}
