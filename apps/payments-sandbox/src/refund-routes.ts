import { z } from 'zod';
import { idempotencyHeaderSchema } from './idempotency-header';
import { refund } from './refunds';
import { assertSecretKey } from './secret-key';
import type { SandboxApp, SandboxDeps } from './sandbox-types';

export const refundRequestSchema = z.object({
  chargeId: z.string().min(1).max(100),
  amountCents: z.number().int().min(1).max(99_999_999),
});

export function registerRefundRoutes(app: SandboxApp, { database, secretKey }: SandboxDeps): void {
  app.post(
    '/v1/refunds',
    {
      onRequest: async (request) => assertSecretKey(request, secretKey),
      schema: { body: refundRequestSchema, headers: idempotencyHeaderSchema },
    },
    async (request) => {
      const row = await refund(database.db, request.body, request.headers['idempotency-key']);
      return { id: row.id, status: 'succeeded', chargeId: row.chargeId, amountCents: row.amountCents };
    },
  );
}
