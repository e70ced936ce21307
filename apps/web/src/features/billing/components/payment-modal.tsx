import { Modal } from '@mantine/core';
import type { BillingAccount } from '@portal/shared/billing';
import { PaymentDialog } from './payment-dialog';
import type { PaymentTarget } from './payment-target';

interface PaymentModalProps {
  purpose: PaymentTarget;
  billing: BillingAccount;
  opened: boolean;
  onClose: () => void;
}

/**
 * Top up a prepaid balance, or pay what a post-paid account owes. The dialog inside is mounted afresh each
 * time the modal opens, and with it a new attempt (and Idempotency-Key).
 */
export function PaymentModal({ purpose, billing, opened, onClose }: PaymentModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        purpose === 'topUp' ? 'Top up' : purpose === 'payBalance' ? 'Pay now' : `Pay invoice ${purpose.invoice.number}`
      }
      centered
    >
      <PaymentDialog purpose={purpose} billing={billing} onClose={onClose} />
    </Modal>
  );
}
