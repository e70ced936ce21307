import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/env';
import type { Database } from './db/database';
import { openTestDatabase } from './test/test-database';
import { startPayments } from './start-payments';

/** A port something else already listens on (another checkout's sandbox). */
async function takenPort(): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the payments sandbox’s port', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is the port after PORT, or a free one when that is taken; a port asked for by name is not changed', async () => {
    const taken = await takenPort();
    try {
      const beside = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(taken.port - 1) });
      expect(beside.paymentsSandboxPort).toBe(taken.port);
      const payments = await startPayments(beside, { database });
      try {
        const url = new URL(payments.sandbox!.url);
        expect(Number(url.port)).not.toBe(taken.port);
        expect(payments.provider?.origin).toBe(url.origin);
      } finally {
        await payments.close();
      }
      const fixed = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PAYMENTS_SANDBOX_PORT: String(taken.port) });
      await expect(startPayments(fixed, { database })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await taken.close();
    }
  });
});
