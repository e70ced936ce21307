import { z } from 'zod';
import { createPaymentMethod } from './payment-methods';
import { assertSecretKey } from './secret-key';
import type { SandboxApp, SandboxDeps } from './sandbox-types';

export const paymentMethodRequestSchema = z.object({ token: z.string().min(1).max(100) });

export function registerPaymentMethodRoutes(app: SandboxApp, { database, secretKey, now }: SandboxDeps): void {
  app.post(
    '/v1/payment-methods',
    {
      onRequest: async (request) => assertSecretKey(request, secretKey),
      schema: { body: paymentMethodRequestSchema },
    },
    async (request) => createPaymentMethod(database.db, request.body.token, now()),
  );
}
