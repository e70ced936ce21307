import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      title="Add payment method"
      description="Adding a card or bank account will be possible here."
    />
  );
}
