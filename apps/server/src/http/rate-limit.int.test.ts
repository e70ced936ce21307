import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

const testApp = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });

describe('rate limiting', () => {
  it('answers 429 with Retry-After in the error shape once a client passes the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json()).toMatchObject({
          code: 'RATE_LIMITED',
          message: expect.stringMatching(/^Too many requests/),
        });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('never limits the health probes', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/healthz' });
      expect(response.statusCode).toBe(200);
    }
  });
});
