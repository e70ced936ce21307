import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStreamTicket } from '@portal/shared/contracts/notifications/create-stream-ticket';
import { MAX_LIVE_STREAMS_PER_PERSON, type LiveCloseReason } from '@portal/shared/notifications';
import { accountContactAssignments, identityUsers, liveStreams } from '../../db/schema/index';
import { createAccount, createPersonWithRole } from '../../test/factories';
import { closedBecause, openLiveStream } from '../../test/live-stream-client';
import { accessTokenFor, globalSignOut } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { revokeAllTokens } from '../identity/domain/tokens';
import { createLiveHub, type LiveSubscriber } from './live-hub';

// Streams are real HTTP connections to the listening app; each test's person is its own, so signing them
// out or changing their role touches nobody else.
const testApp = useTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const db = () => testApp.database.db;

async function person(role: 'VIEWER' | 'BILLING' = 'VIEWER') {
  const account = await createAccount(db());
  const made = await createPersonWithRole(db(), { accountId: account.id, role });
  const accessToken = await accessTokenFor(testApp.app, testApp.config.IDENTITY_CLIENT_ID, made.email);
  return { ...made, accountId: account.id, accessToken };
}

async function ticketOf(accessToken: string, accountId: string) {
  const response = await fetch(`${testApp.url}/api/${createStreamTicket.path.replace(':accountId', accountId)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { ticket: string }).ticket;
}

describe('live streams end with the access they were opened with', () => {
  it('closes on sign-out everywhere, and a ticket issued before it opens nothing', async () => {
    const viewer = await person();
    const spare = await ticketOf(viewer.accessToken, viewer.accountId);
    const stream = await openLiveStream(testApp.url!, await ticketOf(viewer.accessToken, viewer.accountId));
    expect(stream.status).toBe(200);
    expect((await globalSignOut(testApp.url!, viewer.accessToken)).status).toBe(200);
    await stream.until(closedBecause('ACCESS_CHANGED'));
    const late = await openLiveStream(testApp.url!, spare);
    expect(late.status).toBe(404);
  });

  it('closes when the person is disabled (their sign-ins end), even from another process’s write', async () => {
    const viewer = await person();
    const stream = await openLiveStream(testApp.url!, await ticketOf(viewer.accessToken, viewer.accountId));
    // As the operators' command line does it, in a process of its own: no signal reaches this one, its look does.
    await db().update(identityUsers).set({ enabled: false }).where(eq(identityUsers.id, viewer.userId));
    await stream.until(closedBecause('ACCESS_CHANGED'));
    await revokeAllTokens(db(), viewer.userId, new Date());
  });

  it('closes when the role is removed or changed, and a new ticket then says what the person may see', async () => {
    const billing = await person('BILLING');
    const where = and(
      eq(accountContactAssignments.contactId, billing.contactId),
      eq(accountContactAssignments.accountId, billing.accountId),
    );
    const first = await openLiveStream(testApp.url!, await ticketOf(billing.accessToken, billing.accountId));
    await db().update(accountContactAssignments).set({ role: 'VIEWER' }).where(where);
    await first.until(closedBecause('ACCESS_CHANGED'));
    // Lowered, not removed: a new ticket opens a stream at the new role.
    const second = await openLiveStream(testApp.url!, await ticketOf(billing.accessToken, billing.accountId));
    expect(second.status).toBe(200);
    await db().delete(accountContactAssignments).where(where);
    await second.until(closedBecause('ACCESS_CHANGED'));
    const refused = await fetch(
      `${testApp.url}/api/${createStreamTicket.path.replace(':accountId', billing.accountId)}`,
      { method: 'POST', headers: { authorization: `Bearer ${billing.accessToken}` } },
    );
    expect(refused.status).toBe(403);
  });

  it(`keeps at most ${MAX_LIVE_STREAMS_PER_PERSON} streams a person, closing the oldest first`, async () => {
    const viewer = await person();
    const streams = [];
    for (let opened = 0; opened < MAX_LIVE_STREAMS_PER_PERSON + 2; opened += 1) {
      const stream = await openRecorded(viewer);
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    await streams[0]!.until(closedBecause('TOO_MANY_STREAMS'));
    await streams[1]!.until(closedBecause('TOO_MANY_STREAMS'));
    expect(streams.slice(2).map((stream) => stream.ended)).toEqual(
      Array.from({ length: MAX_LIVE_STREAMS_PER_PERSON }, () => false),
    );
    // Another person's streams are theirs to count.
    const other = await person();
    const theirs = await openLiveStream(testApp.url!, await ticketOf(other.accessToken, other.accountId));
    expect(theirs.status).toBe(200);
    expect(streams.slice(2).every((stream) => !stream.ended)).toBe(true);
    await Promise.all([...streams, theirs].map((stream) => stream.close()));
  });

  it('counts a person’s streams over every server process, closing the oldest wherever it is open', async () => {
    const viewer = await person();
    const here = [];
    for (let opened = 0; opened < 3; opened += 1) here.push(await openRecorded(viewer));
    // Another web process: its own hub on the same database, with three streams of the same person.
    const elsewhere = createLiveHub(db(), { onError: (error) => expect.fail(String(error)) });
    const ended: (LiveCloseReason | undefined)[] = [];
    const grant = { recipient: viewer.email, accountId: viewer.accountId, role: 'VIEWER', signInId: null };
    const subscriber = (index: number): LiveSubscriber => ({
      recipient: viewer.email,
      accountId: viewer.accountId,
      access: grant,
      mayHearOf: () => true,
      send: () => undefined,
      end: (reason) => (ended[index] = reason),
    });
    try {
      for (let index = 0; index < 3; index += 1) {
        elsewhere.subscribe(subscriber(index));
        await expect.poll(() => liveStreamsOf(viewer.email)).toBe(Math.min(3 + index + 1, MAX_LIVE_STREAMS_PER_PERSON));
      }
      // Six opened, five may stay: the first, opened on this process, is the one closed.
      await here[0]!.until(closedBecause('TOO_MANY_STREAMS'));
      expect(here.slice(1).map((stream) => stream.ended)).toEqual([false, false]);
      expect(ended).toEqual([]);
      // And one more here closes the oldest left, which is here too; then the other process's oldest.
      here.push(await openRecorded(viewer));
      await here[1]!.until(closedBecause('TOO_MANY_STREAMS'));
      here.push(await openRecorded(viewer));
      await here[2]!.until(closedBecause('TOO_MANY_STREAMS'));
      here.push(await openRecorded(viewer));
      await expect.poll(async () => (await elsewhere.checkAccess(), ended[0])).toBe('TOO_MANY_STREAMS');
      expect(ended.slice(1)).toEqual([]);
    } finally {
      await elsewhere.close();
      await Promise.all(here.map((stream) => stream.close()));
    }
  });
});

/** The newest open recorded in this file's database (each test file has its own): it grows with each open. */
const lastOpen = async () =>
  Number(
    (
      await testApp.database.db
        .select({ last: sql<string>`coalesce(max(${liveStreams.openOrder}), 0)` })
        .from(liveStreams)
    )[0]!.last,
  );

/**
 * Opens a stream and waits until it is recorded: a stream's place in the order is when its open is recorded,
 * which comes just after its answer's headers, so opens sent one after another could otherwise be recorded
 * in another order (PostgreSQL takes them on different connections).
 */
async function openRecorded(person: { accessToken: string; accountId: string }) {
  const before = await lastOpen();
  const stream = await openLiveStream(testApp.url!, await ticketOf(person.accessToken, person.accountId));
  await expect.poll(lastOpen).toBeGreaterThan(before);
  return stream;
}

const liveStreamsOf = async (recipient: string) =>
  (await testApp.database.db.select().from(liveStreams).where(eq(liveStreams.recipient, recipient))).length;
