import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// A real SMTP server in the test process stands in for the mail provider.
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((address) => address.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  testApp = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portal <portal@example.test>', DEV_OUTBOX: 'false' },
  });
});

afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers codes through the SMTP server via the job queue', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/cognito-idp',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
      },
      payload: JSON.stringify({ ClientId: testApp.config.IDENTITY_CLIENT_ID, Username: 'owner@demo.test' }),
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    expect(received[0]!.to).toEqual(['owner@demo.test']);
    expect(received[0]!.raw).toContain('Subject: Your password reset code');
    expect(received[0]!.raw).toContain('From: Portal <portal@example.test>');
    expect(received[0]!.raw).toMatch(/\b\d{6} is your Advertiser Portal password reset code/);
  });

  it('has no dev mailbox unless asked for', async () => {
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/dev/outbox/messages?to=owner@demo.test' })).statusCode,
    ).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});
