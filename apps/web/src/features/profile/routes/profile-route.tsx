import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      title="Profile"
      description="Your name, phone and sign-in details will appear here."
    />
  );
}
