import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      compact
      title="Confirm registration"
      description="Confirming a registration with a verification code arrives with the identity service."
    />
  );
}
