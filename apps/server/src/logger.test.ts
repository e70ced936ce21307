import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('logged database errors', () => {
  // Starting an embedded database takes seconds on a busy machine.
  it('keep the query and code but not the values people sent', { timeout: 30_000 }, async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await db.execute(sql`create table people (email text primary key, phone text)`);
    await db.execute(sql`insert into people values (${'ada@example.com'}, ${'+15125550199'})`);
    const duplicate = await db
      .execute(sql`insert into people values (${'ada@example.com'}, ${'+15125550142'})`)
      .catch((error: unknown) => error);
    const badUuid = await db.execute(sql`select ${'secret-value'}::uuid`).catch((error: unknown) => error);
    await client.close();

    const lines: string[] = [];
    const logger = createLogger(
      { LOG_LEVEL: 'info', LOG_PRETTY: false },
      new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }),
    );
    logger.error({ err: duplicate }, 'unhandled error');
    logger.error({ err: badUuid }, 'unhandled error');
    const output = lines.join('\n');
    expect(output).toContain('insert into people');
    expect(output).toContain('23505');
    for (const value of ['ada@example.com', '+15125550199', '+15125550142', 'secret-value'])
      expect(output).not.toContain(value);
  });
});
