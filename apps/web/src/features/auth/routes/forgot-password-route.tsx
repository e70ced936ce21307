import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      compact
      title="Forgot Password"
      description="Password reset arrives with the identity service."
    />
  );
}
