import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_INGEST_KEY } from '../config/env';
import { DEMO_USER } from '../test/demo';
import { accessTokenFor } from '../test/sign-in';
import { manualClock, useTestApp } from '../test/test-app';

// A limit of 5 a minute, so that passing it takes a handful of requests; every request comes from one address.
// The clock stands still 10 s into a minute: on a database server the windows are aligned to the clock's
// minutes (shared-rate-limit.ts), and a test whose requests straddled a minute's end would start a new count.
const testApp = useTestApp({
  env: { RATE_LIMIT_PER_MINUTE: '5', IDENTITY_RATE_LIMIT_PER_IP: '1000' },
  clock: manualClock(new Date('2026-11-27T12:00:10Z')),
});

let addresses = 0;
/** Each test sends from an address of its own, so one test's count is not another's. */
const newAddress = () => `203.0.113.${(addresses += 1)}`;
let address = newAddress();
beforeEach(() => {
  address = newAddress();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers, remoteAddress: address });
const statuses = async (times: number, send: () => ReturnType<typeof get>) => {
  const answered: number[] = [];
  for (let n = 0; n < times; n += 1) answered.push((await send()).statusCode);
  return answered;
};

describe('rate limiting', () => {
  it('never counts the app’s own files or screens: an office behind one address always gets its pages', async () => {
    expect(await statuses(40, () => get('/assets/app-abc123.js'))).toEqual(Array(40).fill(200));
    expect(await statuses(40, () => get('/login'))).toEqual(Array(40).fill(200));
    expect(await statuses(20, () => get('/campaigns'))).toEqual(Array(20).fill(200));
  });

  it('answers 429 with Retry-After in the error shape once an address passes the limit of a signed-out route', async () => {
    const answered = await statuses(6, () => get('/api/openapi.json'));
    expect(answered).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await get('/api/openapi.json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/),
    });
    // The address's signed-out limit says nothing of the people behind it, nor of their screens.
    expect((await get('/assets/app-abc123.js')).statusCode).toBe(200);
  });

  it('counts signed-in requests per person, whatever address they share', async () => {
    const signIn = (user: string) => accessTokenFor(testApp.app, testApp.config.IDENTITY_CLIENT_ID, user);
    const [owner, billing] = [await signIn(DEMO_USER.owner), await signIn(DEMO_USER.billing)];
    const as = (token: string) => () => get('/api/session', { authorization: `Bearer ${token}` });
    expect(await statuses(6, as(owner))).toEqual([200, 200, 200, 200, 200, 429]);
    // Another person behind the same address has a limit of their own.
    expect(await statuses(5, as(billing))).toEqual(Array(5).fill(200));
  });

  it('counts bad tokens against their address, so a flood of them meets a 429 too', async () => {
    const answered = await statuses(12, () => get('/api/session', { authorization: 'Bearer a.b.c' }));
    expect(answered.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(answered.at(-1)).toBe(429);
  });

  it('counts ingestion per key', async () => {
    const post = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/ingest/supply-events',
        remoteAddress: address,
        headers: { authorization: `Bearer ${DEV_INGEST_KEY}` },
        payload: { events: [{ externalId: 'x' }] },
      });
    expect(await statuses(6, post)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('never limits the health probes', async () => {
    expect(await statuses(12, () => get('/api/healthz'))).toEqual(Array(12).fill(200));
  });
});
