import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      title="Account administration"
      description="Administrators will open any account from here."
    />
  );
}
