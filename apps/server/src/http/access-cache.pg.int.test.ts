import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, DEMO_USER } from '../test/demo';
import { startServerProcess } from '../test/server-process';
import { accessTokenFor } from '../test/sign-in';
import { useTestApp } from '../test/test-app';

const ACCOUNT_PATH = `/api/ad-portal/advprtl/accounts/${DEMO_IDS.parentAccount}`;
// As behind one load balancer: both processes answer for one address, so they issue and accept the same tokens.
const SHARED = { ACCESS_CACHE: 'true', PUBLIC_URL: 'http://portal.test' };

// Two server processes on one PostgreSQL, each remembering sign-ins and roles (ACCESS_CACHE): this test's
// own app, and a web process beside it. The .pg. in the name keeps it to the PostgreSQL run (vitest.config.ts).
describe('remembered sign-ins and roles, on two processes', () => {
  const testApp = useTestApp({ env: SHARED });
  let other: Awaited<ReturnType<typeof startServerProcess>>;

  beforeAll(async () => {
    other = await startServerProcess(testApp.database.url!, { role: 'web', env: SHARED });
  });
  afterAll(async () => {
    await other?.stop();
  });

  const here = async (token: string) =>
    (await testApp.app.inject({ method: 'GET', url: ACCOUNT_PATH, headers: { authorization: `Bearer ${token}` } }))
      .statusCode;
  const there = async (token: string) =>
    (await fetch(`${other.url}${ACCOUNT_PATH}`, { headers: { authorization: `Bearer ${token}` } })).status;

  /**
   * Waits until `status` answers `expected` (asked every 10 ms). A missed notice would leave the remembered
   * answer in use for a minute (the entries' lifetime), so a limit of 10 s still tells a notice that worked
   * from one that did not; how soon it works is the benchmarks' to measure, not a timed test's.
   */
  const eventually = (status: () => Promise<number>, expected: number) =>
    expect.poll(status, { timeout: 10_000, interval: 10 }).toBe(expected);

  const signIn = (user: string) => accessTokenFor(testApp.app, testApp.config.IDENTITY_CLIENT_ID, user);

  it('a sign-out stops its tokens here at once and on the other process when its notice arrives', async () => {
    const token = await signIn(DEMO_USER.owner);
    // Asked twice each, so both processes answer the second time from what they remember.
    for (let time = 0; time < 2; time += 1) {
      expect(await here(token)).toBe(200);
      expect(await there(token)).toBe(200);
    }
    const signedOut = await testApp.app.inject({
      method: 'POST',
      url: '/cognito-idp',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut',
      },
      payload: JSON.stringify({ AccessToken: token }),
    });
    expect(signedOut.statusCode).toBe(200);
    expect(await here(token)).toBe(401);
    await eventually(() => there(token), 401);
  });

  it('a role taken away (here by SQL, as the users tool would) ends access on both processes when its notice arrives', async () => {
    const token = await signIn(DEMO_USER.viewer);
    for (let time = 0; time < 2; time += 1) {
      expect(await here(token)).toBe(200);
      expect(await there(token)).toBe(200);
    }
    await testApp.database.db.execute(sql`
      delete from account_contact_assignments
      where account_id = ${DEMO_IDS.parentAccount}
        and contact_id = (select id from contacts where email = ${DEMO_USER.viewer})`);
    await Promise.all([eventually(() => here(token), 403), eventually(() => there(token), 403)]);

    // And given back: the notice of the new assignment lets it in again.
    await testApp.database.db.execute(sql`
      insert into account_contact_assignments (account_id, contact_id, record_id, role)
      select ${DEMO_IDS.parentAccount}, id, 'a0TCACHETEST0001', 'VIEWER' from contacts where email = ${DEMO_USER.viewer}`);
    await eventually(() => there(token), 200);
  });

  it('while the listening connection is down nothing is remembered, so a change still counts at once', async () => {
    const token = await signIn(DEMO_USER.billing);
    for (let time = 0; time < 2; time += 1) expect(await here(token)).toBe(200);
    // Ends every session listening for the notices (both processes'); they reconnect by themselves.
    await testApp.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where query ilike 'listen %' and pid <> pg_backend_pid()`);
    await testApp.database.db.execute(sql`
      delete from account_contact_assignments
      where account_id = ${DEMO_IDS.parentAccount}
        and contact_id = (select id from contacts where email = ${DEMO_USER.billing})`);
    await eventually(() => here(token), 403);
    await eventually(() => there(token), 403);
  });
});
