import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      compact
      title="Employee sign-in"
      description="Provider staff will sign in here through the company directory. This arrives with the identity service."
    />
  );
}
