import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { buildSmsSandboxApp } from './sms-sandbox-app';

export interface RunningSmsSandbox {
  /** Where it listens, e.g. http://localhost:3002: the provider's base address (SMS_PROVIDER_URL's place). */
  url: string;
  close(): Promise<void>;
}

/** Listens on its own port (0: any free one), as a provider's API has its own origin. */
export async function startSmsSandbox(options: {
  host: string;
  port: number;
  accountSid: string;
  authToken: string;
  logger?: FastifyBaseLogger;
}): Promise<RunningSmsSandbox> {
  const app = buildSmsSandboxApp(options);
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const host = ['0.0.0.0', '::'].includes(options.host) ? 'localhost' : options.host;
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, close: () => app.close() };
}
