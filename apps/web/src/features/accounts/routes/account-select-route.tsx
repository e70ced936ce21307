import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      title="Choose an account"
      description="The accounts you can manage will be listed here."
    />
  );
}
