import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { charge, FAILURE_MESSAGES, findByKey, type ChargeRow } from './charges';
import { idempotencyHeaderSchema } from './idempotency-header';
import { assertSecretKey } from './secret-key';
import type { SandboxApp, SandboxDeps } from './sandbox-types';

export const chargeRequestSchema = z.object({
  paymentMethodId: z.string().min(1).max(100),
  amountCents: z.number().int().min(50).max(99_999_999),
  currency: z.literal('usd'),
  description: z.string().max(500).optional(),
});

export function registerChargeRoutes(app: SandboxApp, { database, secretKey, holdMs }: SandboxDeps): void {
  app.post(
    '/v1/charges',
    {
      onRequest: async (request) => assertSecretKey(request, secretKey),
      schema: { body: chargeRequestSchema, headers: idempotencyHeaderSchema },
    },
    async (request, reply) => {
      const result = await charge(database.db, request.body, request.headers['idempotency-key']);
      if (result.created && result.behaviour === 'times_out_after_charge') {
        // Charged, and then no answer: the case a client can only resolve by retrying with the same key.
        await holdWithoutAnswer(reply, holdMs);
        reply.hijack();
        reply.raw.destroy();
        return reply;
      }
      return answer(reply, result.charge);
    },
  );
}

const chargeLookupSchema = z.object({ idempotency_key: z.string().min(1).max(255) });

/**
 * The charges made under an idempotency key (none or one), as a list: a client that never got an answer
 * (a time-out) asks here whether the charge was made, and books or fails its payment by what it learns.
 */
export function registerChargeLookupRoutes(app: SandboxApp, { database, secretKey }: SandboxDeps): void {
  app.get(
    '/v1/charges',
    { onRequest: async (request) => assertSecretKey(request, secretKey), schema: { querystring: chargeLookupSchema } },
    async (request) => {
      const row = await findByKey(database.db, request.query.idempotency_key);
      return { data: row ? [chargeBody(row)] : [] };
    },
  );
}

const chargeBody = (row: ChargeRow) => ({
  id: row.id,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  paymentMethodId: row.paymentMethodId,
  ...(row.status === 'failed' && failureOf(row)),
});

const failureOf = (row: ChargeRow) => {
  const code = row.failureCode ?? 'card_declined';
  return { failureCode: code, failureMessage: FAILURE_MESSAGES[code] ?? 'The payment failed.' };
};

function answer(reply: FastifyReply, row: ChargeRow) {
  if (row.status === 'succeeded') return reply.send(chargeBody(row));
  const { failureCode, failureMessage } = failureOf(row);
  return reply.code(402).send({ code: failureCode, message: failureMessage, chargeId: row.id });
}

/** Until the client hangs up or `ms` pass; closing the sandbox closes the connection, so it ends then too. */
function holdWithoutAnswer(reply: FastifyReply, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    reply.raw.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
