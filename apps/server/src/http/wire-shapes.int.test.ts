import * as z from 'zod/mini';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@portal/shared/errors';
import { buildApp } from '../app';
import { buildDependencies } from '../dependencies';
import { createLogger } from '../logger';
import { rawBody, rawStatus, sendRawHttp } from '../test/raw-http';
import { DEMO_CAMPAIGN_IDS, DEMO_IDS } from '../test/demo';
import { passwordSignIn } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import type { App } from './types';

// What leaves the server besides route answers: errors before any route runs, headers, and logs.
let testApp: TestApp;
let app: App;
let port: number;
const logLines: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  // A second app on the same database, listening on a real socket, with a real logger at `warn`: the
  // level of a quiet production, at which the peer address is not cached by request logging.
  const logger = createLogger(
    { LOG_LEVEL: 'warn', LOG_PRETTY: false },
    new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) }),
  );
  app = await buildApp(
    buildDependencies({
      config: { ...testApp.config, TRUST_PROXY: true },
      database: testApp.database,
      queue: testApp.queue,
      clock: { now: () => new Date() },
      payments: testApp.payments,
    }),
    logger,
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

const errorLogs = () =>
  logLines
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
    .filter((line) => line.level >= 50);

describe('answers to requests with a body, over a real socket', () => {
  it('keep their own status once the body has been read (422, 409), not "did not arrive whole"', async () => {
    const signIn = await passwordSignIn(testApp.app, testApp.config.IDENTITY_CLIENT_ID, 'owner@demo.test');
    const token = signIn.json<{ AuthenticationResult: { AccessToken: string } }>().AuthenticationResult.AccessToken;
    const send = (method: string, path: string, body: unknown) =>
      fetch(`http://127.0.0.1:${port}/api/ad-portal/advprtl/accounts/${DEMO_IDS.parentAccount}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const rename = await send('PUT', '', { Name: 'Renamed', Business_Formal_Name__c: 'Brightside Home Services LLC' });
    expect(rename.status).toBe(422);
    expect(await rename.json()).toMatchObject({ message: 'Must contact admin to update name' });
    const stale = await send('PATCH', `/campaigns/${DEMO_CAMPAIGN_IDS.austinPlumbing}`, { version: 99, name: 'x' });
    expect(stale.status).toBe(409);
    const foreign = await send('POST', `/campaigns/${DEMO_CAMPAIGN_IDS.drainCleaning}/pause`, { reasonCode: 'OTHER' });
    expect(foreign.status).toBe(404);
  });
});

describe('errors before any route runs are in the error shape', () => {
  it('431: headers too large', async () => {
    const answer = await sendRawHttp(
      port,
      `GET /api/healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(rawStatus(answer)).toBe(431);
    expect(z.strictObject(apiErrorSchema.shape).parse(rawBody(answer))).toEqual({
      code: 'VALIDATION_FAILED',
      message: "The request's headers are too large.",
    });
  });

  it('400: not HTTP at all', async () => {
    const answer = await sendRawHttp(port, 'GARBAGE\r\n\r\n');
    expect(rawStatus(answer)).toBe(400);
    expect(z.strictObject(apiErrorSchema.shape).parse(rawBody(answer))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid HTTP.',
    });
  });

  it('400: a malformed %-escape in the path, without Fastify codes or the path echoed', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ad-portal/advprtl/accounts/%zz' });
    expect(response.statusCode).toBe(400);
    expect(z.strictObject(apiErrorSchema.shape).parse(response.json())).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The address is not valid: it has a malformed %-escape.',
    });
  });

  it('414: a path part past the limit', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/ad-portal/advprtl/accounts/${'a'.repeat(200)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(z.strictObject(apiErrorSchema.shape).parse(response.json())).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'A part of the address is too long.',
    });
  });
});

describe('/cognito-idp answers in Cognito’s shape, HTTP 400, for anything under it', () => {
  const cognito = (
    headers: Record<string, string>,
    payload: string,
    method: 'POST' | 'GET' = 'POST',
    url = '/cognito-idp',
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser', ...headers },
      payload,
    });

  it.each([
    [
      '413 body too large',
      { 'content-type': 'application/x-amz-json-1.1' },
      'x'.repeat(1_100_000),
      'InvalidParameterException',
    ],
    ['415 unknown content type', { 'content-type': 'application/xml' }, '{}', 'SerializationException'],
  ])('%s', async (_name, headers, payload, type) => {
    const response = await cognito(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-amzn-errortype']).toBe(`${type}:`);
    expect(Object.keys(response.json())).toEqual(['__type', 'message']);
    expect(response.json().__type).toBe(type);
  });

  it('404 unknown path', async () => {
    const response = await cognito({}, '', 'GET', '/cognito-idp/nope');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ __type: 'UnknownOperationException' });
  });
});

describe('headers', () => {
  it('API data and token answers are never cached', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/healthz' })).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await testApp.app.inject({ method: 'GET', url: '/api/no-such-route' })).headers['cache-control']).toBe(
      'no-store',
    );
    const tokens = await passwordSignIn(testApp.app, testApp.config.IDENTITY_CLIENT_ID, 'viewer@demo.test');
    expect(tokens.json()).toHaveProperty('AuthenticationResult.AccessToken');
    expect(tokens.headers['cache-control']).toBe('no-store');
  });

  it('X-Frame-Options agrees with frame-ancestors none; HSTS only over https', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['x-frame-options']).toBe('DENY');
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const behindTls = await app.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('logs', () => {
  it('two pipelined requests followed by garbage log no errors', async () => {
    logLines.length = 0;
    const pipelined = 'GET /api/session HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(2);
    await sendRawHttp(port, `${pipelined}GARBAGE\r\n\r\n`, { waitMs: 500 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errorLogs()).toEqual([]);
  });

  it('a client that drops mid-body is not logged as the database being unavailable', async () => {
    logLines.length = 0;
    const head =
      'PUT /api/account-management/profile HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"';
    await sendRawHttp(port, head, { closeAfterWrite: true, waitMs: 300 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logLines.join('\n')).not.toContain('database unavailable');
    expect(errorLogs()).toEqual([]);
  });
});
