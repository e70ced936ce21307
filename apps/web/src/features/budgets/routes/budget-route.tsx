import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return <ComingSoon title="Budget" description="This budget, its cap and its spend to date will appear here." />;
}
