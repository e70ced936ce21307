import type { FastifyBaseLogger } from 'fastify';
import { startSmsSandbox, type RunningSmsSandbox } from '@portal/sms-sandbox/start-sandbox';
import { SMS_SANDBOX_ACCOUNT, type AppConfig, type SmsProviderSettings } from './config/env';

export interface Sms {
  /** The provider texts go through: SMS_PROVIDER_URL's, or the built-in sandbox's; null when neither. */
  provider: SmsProviderSettings | null;
  /** The built-in sandbox, when this process runs it. */
  sandbox?: RunningSmsSandbox;
  close(): Promise<void>;
}

/**
 * The composition root's part for text messages: the portal talks to the provider over HTTP only
 * (adapters/sms.ts); this starts the built-in sandbox beside it when the configuration says so.
 */
export async function startSms(
  config: AppConfig,
  options: { runSandbox?: boolean; logger?: FastifyBaseLogger } = {},
): Promise<Sms> {
  if (config.smsProvider) return { provider: config.smsProvider, close: async () => undefined };
  if (!config.smsSandbox || options.runSandbox === false) return { provider: null, close: async () => undefined };
  const sandbox = await startSmsSandbox({
    host: config.HOST,
    port: config.SMS_SANDBOX_PORT,
    accountSid: SMS_SANDBOX_ACCOUNT.accountSid,
    authToken: SMS_SANDBOX_ACCOUNT.authToken,
    ...(options.logger && { logger: options.logger.child({ service: 'sms-sandbox' }) }),
  });
  return {
    provider: { url: sandbox.url, ...SMS_SANDBOX_ACCOUNT },
    sandbox,
    close: () => sandbox.close(),
  };
}
