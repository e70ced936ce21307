import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      title="Call"
      description="The details of this call, its recording and dispute options will appear here."
    />
  );
}
