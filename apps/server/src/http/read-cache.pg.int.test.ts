import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccount } from '@portal/shared/contracts/accounts/get-account';
import { getSummary } from '@portal/shared/contracts/leads/get-summary';
import { updateAccount } from '@portal/shared/contracts/accounts/update-account';
import { testApiClient } from '../test/api-client';
import { DEMO_IDS, DEMO_USER } from '../test/demo';
import { startServerProcess } from '../test/server-process';
import { accessTokenFor } from '../test/sign-in';
import { useTestApp } from '../test/test-app';

const ACCOUNT = DEMO_IDS.parentAccount;
const ACCOUNT_PATH = `/api/ad-portal/advprtl/accounts/${ACCOUNT}`;
// As behind one load balancer: both processes answer for one address, so they issue and accept the same tokens.
const SHARED = { READ_CACHE: 'true', PUBLIC_URL: 'http://portal.test', RATE_LIMIT_PER_MINUTE: '100000' };

// Two server processes on one PostgreSQL, each remembering account reads (READ_CACHE): this test's own app,
// and a web process beside it. The .pg. in the name keeps it to the PostgreSQL run (vitest.config.ts).
describe('remembered account reads, on two processes', () => {
  const testApp = useTestApp({ env: SHARED });
  const api = testApiClient(testApp);
  let other: Awaited<ReturnType<typeof startServerProcess>>;
  let token: string;
  /** The demo history's days. */
  let summaryRange: { from: string; to: string };

  /** Both processes listen for the data notices (each connects a moment after it starts, and after a drop). */
  async function bothListening(droppedSessions: number[] = []) {
    for (let tries = 0; tries < 300; tries += 1) {
      const { rows } = await testApp.database.db.execute<{ listening: number }>(sql`
        select count(*)::int as listening from pg_stat_activity
        where query = 'listen "portal_data"' and datname = current_database()
          and pid <> all(${sql.param(droppedSessions)}::int[])`);
      if (rows[0]!.listening >= 2) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the processes never listened for data notices');
  }

  beforeAll(async () => {
    other = await startServerProcess(testApp.database.url!, { role: 'web', env: SHARED });
    token = await accessTokenFor(testApp.app, testApp.config.IDENTITY_CLIENT_ID, DEMO_USER.owner);
    const { rows } = await testApp.database.db.execute<{ from: string; to: string }>(sql`
      select min(day)::text as from, max(day)::text as to from daily_rollups where account_id = ${ACCOUNT}`);
    summaryRange = rows[0]!;
  });
  afterAll(async () => {
    await other?.stop();
  });

  const nameHere = async () => (await api.as('owner').call(getAccount, { params: { accountId: ACCOUNT } })).body.Name;
  const nameThere = async () =>
    (
      (await (
        await fetch(`${other.url}${ACCOUNT_PATH}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        Name: string;
      }
    ).Name;
  const spendHere = async () =>
    (await api.as('owner').call(getSummary, { params: { accountId: ACCOUNT }, query: summaryRange })).body.totals
      .spendCents;

  /** A change the triggers do not see (as if its notice were lost): shows whether an answer was remembered. */
  const silently = (statement: ReturnType<typeof sql>) =>
    testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(statement);
    });

  /**
   * Waits until `read` answers `expected` (asked every 10 ms). How soon is bench/account-api.mjs's to
   * measure: a timed test fails on a busy machine; the limit here only stops a test that would wait for ever.
   */
  const eventually = <T>(read: () => Promise<T>, expected: T) =>
    expect.poll(read, { timeout: 10_000, interval: 10 }).toBe(expected);

  it('remembers an answer until its account’s data changes, then forgets it on the notice', async () => {
    await bothListening();
    const before = await spendHere();
    expect(await spendHere()).toBe(before);
    await silently(sql`update daily_rollups set spend_cents = spend_cents + 1 where account_id = ${ACCOUNT}`);
    // Remembered: the change sent no notice, so the answer is the one read before it.
    expect(await spendHere()).toBe(before);
    const { rows } = await testApp.database.db.execute<{ rollups: number }>(sql`
      select count(*)::int as rollups from daily_rollups where account_id = ${ACCOUNT}`);
    await testApp.database.db.execute(sql`select pg_notify('portal_data', ${ACCOUNT})`);
    await eventually(spendHere, before + rows[0]!.rollups);
  });

  it('a change written anywhere (here by SQL) reaches the reads of both processes, told by the notice', async () => {
    await bothListening();
    expect(await nameHere()).toBe(await nameThere());
    await testApp.database.db.execute(sql`update accounts set name = 'Brightside By SQL' where id = ${ACCOUNT}`);
    await Promise.all([eventually(nameHere, 'Brightside By SQL'), eventually(nameThere, 'Brightside By SQL')]);
  });

  it('the writer’s next read sees its own write at once, without waiting for the notice', async () => {
    await bothListening();
    const formalHere = async () =>
      (await api.as('owner').call(getAccount, { params: { accountId: ACCOUNT } })).body.Business_Formal_Name__c;
    await formalHere();
    await formalHere();
    // The write's notice is held back (its triggers off), as if it were still on its way.
    await testApp.database.db.execute(sql`alter table accounts disable trigger user`);
    try {
      const saved = await api.as('owner').call(updateAccount, {
        params: { accountId: ACCOUNT },
        body: { Name: await nameHere(), Business_Formal_Name__c: 'Brightside Renamed LLC' },
      });
      expect(saved.status).toBe(200);
      expect(await formalHere()).toBe('Brightside Renamed LLC');
    } finally {
      await testApp.database.db.execute(sql`alter table accounts enable trigger user`);
    }
  });

  it('a change made while the listening connection was down is seen when it is back: everything is forgotten', async () => {
    await bothListening();
    await nameHere();
    await nameHere();
    const { rows } = await testApp.database.db.execute<{ pid: number }>(sql`
      select pg_terminate_backend(pid), pid from pg_stat_activity
      where query = 'listen "portal_data"' and datname = current_database()`);
    await silently(sql`update accounts set name = 'Brightside Unheard' where id = ${ACCOUNT}`);
    await bothListening(rows.map((row) => row.pid));
    expect(await nameHere()).toBe('Brightside Unheard');
    expect(await nameThere()).toBe('Brightside Unheard');
  });
});
