import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env';
import type { Database } from './db/database';
import { startPaymentsSandbox, type RunningSandbox } from '@portal/payments-sandbox/start-sandbox';
import { httpPaymentsProvider } from './adapters/payments/http-payments-provider';
import type { PaymentsProvider } from './adapters/payments/payments-provider';

export interface Payments {
  /** Null when no provider is configured (production without PAYMENTS_PROVIDER_URL): no payments then. */
  provider: PaymentsProvider | null;
  /** The built-in sandbox, when this process runs it. */
  sandbox?: RunningSandbox;
  close(): Promise<void>;
}

/**
 * The composition root's part for payments: the portal itself talks to the provider over HTTP only
 * (adapters/payments/http-payments-provider.ts); this starts the built-in sandbox beside it when configured.
 * The configured payment provider: PAYMENTS_PROVIDER_URL when set, else the built-in sandbox, started here
 * on its own port when the configuration says this process runs it.
 */
export async function startPayments(
  config: AppConfig,
  options: { database: Database; runSandbox?: boolean; logger?: FastifyBaseLogger; sandboxHoldMs?: number },
): Promise<Payments> {
  const secretKey = config.paymentsSecretKey;
  const start = (port: number) =>
    startPaymentsSandbox({
      pool: options.database.pool,
      host: config.HOST,
      port,
      secretKey: secretKey!,
      portalOrigins: config.portalOrigins,
      ...(options.sandboxHoldMs !== undefined && { holdMs: options.sandboxHoldMs }),
      ...(options.logger && { logger: options.logger.child({ service: 'payments-sandbox' }) }),
    });
  const sandbox =
    config.paymentsSandbox && secretKey && options.runSandbox !== false
      ? await start(config.paymentsSandboxPort).catch((error: NodeJS.ErrnoException) => {
          // The port after PORT is taken (another checkout's sandbox): any free one will do, and the banner
          // says which. A port asked for by name is not silently changed.
          if (error.code !== 'EADDRINUSE' || config.paymentsSandboxPortFixed) throw error;
          return start(0);
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
