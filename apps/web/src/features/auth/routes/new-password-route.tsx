import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      compact
      title="Create Password and Login"
      description="First sign-in with a temporary password arrives with the identity service."
    />
  );
}
