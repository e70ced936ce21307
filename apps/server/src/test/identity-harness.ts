import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { Clock } from '../lib/clock';
import { createTestApp, usePerFile, type TestApp } from './test-app';

export interface IdentityHarness extends TestApp {
  baseUrl: string;
  cognito: CognitoIdentityProviderClient;
  clientId: string;
  /** InitiateAuth with USER_PASSWORD_AUTH, as Amplify sends it from the login screen. */
  passwordSignIn(username: string, password: string): Promise<InitiateAuthCommandOutput>;
  /** The newest code sent to an email or phone, waiting for the job queue to deliver it. */
  latestCode(to: string, after?: Date): Promise<string>;
}

/** The real app listening on a loopback port, driven by the real AWS SDK Cognito client. */
export async function startIdentityHarness(
  options: { env?: Record<string, string>; clock?: Clock; smsSandbox?: boolean } = {},
): Promise<IdentityHarness> {
  const testApp = await createTestApp({
    ...options,
    env: { IDENTITY_RATE_LIMIT_PER_IP: '10000', IDENTITY_RATE_LIMIT_PER_USER: '10000', ...options.env },
  });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: `${baseUrl}/cognito-idp`,
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    maxAttempts: 1,
  });
  return {
    ...testApp,
    baseUrl,
    cognito,
    clientId: testApp.config.IDENTITY_CLIENT_ID,
    passwordSignIn: (username, password) =>
      cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: testApp.config.IDENTITY_CLIENT_ID,
          AuthParameters: { USERNAME: username, PASSWORD: password },
        }),
      ),
    async latestCode(to, after = new Date(0)) {
      let code: string | undefined;
      await expect
        .poll(
          async () => {
            const response = await fetch(`${baseUrl}/dev/outbox/messages?to=${encodeURIComponent(to)}`);
            const messages = (await response.json()) as { text: string; createdAt: string }[];
            const newest = messages.find((message) => new Date(message.createdAt) >= after);
            code = newest?.text.match(/\b(\d{6})\b/)?.[1];
            return code;
          },
          { timeout: 10_000, interval: 100 },
        )
        .toBeDefined();
      return code!;
    },
    async close() {
      cognito.destroy();
      await testApp.close();
    },
  };
}

/** The test file's harness, started before its tests and closed after them (see useTestApp). */
export function useIdentityHarness(options: Parameters<typeof startIdentityHarness>[0] = {}): IdentityHarness {
  return usePerFile(() => startIdentityHarness(options));
}

/** Runs a call that must fail, and returns what Cognito's wire said. */
export async function cognitoFailure(
  call: Promise<unknown>,
): Promise<{ name: string; message: string; status?: number }> {
  try {
    await call;
  } catch (error) {
    const failure = error as { name: string; message: string; $metadata?: { httpStatusCode?: number } };
    return { name: failure.name, message: failure.message, status: failure.$metadata?.httpStatusCode };
  }
  throw new Error('expected the call to fail, and it succeeded');
}
