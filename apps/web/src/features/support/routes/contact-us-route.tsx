import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return (
    <ComingSoon
      title="Contact Us"
      description="A form to reach our support team will appear here."
    />
  );
}
