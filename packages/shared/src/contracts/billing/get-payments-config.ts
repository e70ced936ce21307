import { defineContract } from '../../api/contract';
import { paymentsConfigSchema } from '../../billing';
import { BILLING_TAGS } from './billing-path';

export const getPaymentsConfig = defineContract({
  method: 'GET',
  path: 'gtv/payment/config',
  response: paymentsConfigSchema,
  // The signed-out payment bridge needs it too; it names only the provider's public script.
  access: { kind: 'public' },
  summary: 'The payment provider’s tokenizer script and origin (503 when this server takes no payments)',
  tags: BILLING_TAGS,
  errors: [503],
});
