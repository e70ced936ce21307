import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return <ComingSoon title="Add Payment Method" description="Adding a card or bank account will be possible here." />;
}
