import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/database';
import { startPaymentsSandbox, type RunningSandbox } from '../../payments-sandbox/start-sandbox';
import { httpPaymentsProvider } from './http-payments-provider';
import type { PaymentsProvider } from './payments-provider';

export interface Payments {
  /** Null when no provider is configured (production without PAYMENTS_PROVIDER_URL): no payments then. */
  provider: PaymentsProvider | null;
  /** The built-in sandbox, when this process runs it. */
  sandbox?: RunningSandbox;
  close(): Promise<void>;
}

/**
 * The configured payment provider: PAYMENTS_PROVIDER_URL when set, else the built-in sandbox, started here
 * on its own port when the configuration says this process runs it.
 */
export async function startPayments(
  config: AppConfig,
  options: { database: Database; runSandbox?: boolean; logger?: FastifyBaseLogger; sandboxHoldMs?: number },
): Promise<Payments> {
  const secretKey = config.paymentsSecretKey;
  const sandbox =
    config.paymentsSandbox && secretKey && options.runSandbox !== false
      ? await startPaymentsSandbox({
          database: options.database,
          host: config.HOST,
          port: config.PAYMENTS_SANDBOX_PORT,
          secretKey,
          portalOrigins: config.portalOrigins,
          ...(options.sandboxHoldMs !== undefined && { holdMs: options.sandboxHoldMs }),
          ...(options.logger && { logger: options.logger.child({ service: 'payments-sandbox' }) }),
        })
      : undefined;
  const url = config.paymentsProviderUrl ?? sandbox?.url;
  const provider =
    url && secretKey ? httpPaymentsProvider({ url, secretKey, timeoutMs: config.PAYMENTS_TIMEOUT_MS }) : null;
  return {
    provider,
    ...(sandbox && { sandbox }),
    close: async () => sandbox?.close(),
  };
}
