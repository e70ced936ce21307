import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      title="Change password"
      description="Changing your password arrives with the identity service."
    />
  );
}
