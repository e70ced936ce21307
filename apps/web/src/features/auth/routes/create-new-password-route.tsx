import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      compact
      title="Create a new password"
      description="Setting a new password with a verification code arrives with the identity service."
    />
  );
}
