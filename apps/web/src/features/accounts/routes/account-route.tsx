import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      title="Account"
      description="Your account details, contacts and audit log will appear here."
    />
  );
}
