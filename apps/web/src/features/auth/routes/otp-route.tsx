import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      compact
      title="Sign in with a passcode"
      description="Passwordless sign-in with a one-time passcode arrives with the identity service."
    />
  );
}
