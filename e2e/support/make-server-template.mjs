// `node e2e/support/make-server-template.mjs <dir or postgres URL>`: the journeys' template, made once a run
// (global-setup.ts, or `npm test` while its other steps run): a migrated, seeded database that each worker copies for
// its own portal (journey-template.mjs, portal-server.ts): a PGlite data directory, or a database on a PostgreSQL
// server. The demo as the server seeds it on a first start, and the journeys' own users (journey-users.ts). Plain
// JavaScript, the server's TypeScript loaded as `npm start` loads it: the journeys' type check does not take in the
// server's database layer (drizzle's types are most of a check's time).
import { register } from 'tsx/esm/api';

register();
const server = (file) => import(new URL(`../../apps/server/src/${file}`, import.meta.url).href);
const { openDatabase } = await server('db/database.ts');
const { accountContactAssignments, accounts, contacts, identityUsers } = await server('db/schema/index.ts');
const { hashPassword } = await server('modules/identity/domain/passwords.ts');
const { DEMO_IDS, TEST_DEMO_PASSWORD } = await server('test/demo.ts');
const { prepareTemplate } = await import('../../test-support/prepare-template.ts');
const { JOURNEY_ACCOUNT, JOURNEY_USERS } = await import('./journey-users.ts');
const { createJourneyTemplate } = await import('./journey-template.mjs');

const database = await openDatabase({
  ...(await createJourneyTemplate(process.argv[2])),
  poolMax: 1,
  logger: { error: console.error, warn: console.warn },
});
try {
  await prepareTemplate(database, TEST_DEMO_PASSWORD);
  const passwordHash = await hashPassword(TEST_DEMO_PASSWORD);
  await database.db.transaction(async (tx) => {
    await tx.insert(accounts).values({
      id: JOURNEY_ACCOUNT.id,
      recordId: '001JOURNEY0000001',
      name: JOURNEY_ACCOUNT.name,
      businessFormalName: `${JOURNEY_ACCOUNT.name} LLC`,
      timeZone: 'CST',
    });
    for (const [index, user] of Object.values(JOURNEY_USERS).entries()) {
      const recordId = `003JOURNEY${String(index + 1).padStart(7, '0')}`;
      await tx.insert(identityUsers).values({
        username: user.email,
        email: user.email,
        emailVerified: true,
        phone: user.phone,
        phoneVerified: true,
        name: `${user.firstName} ${user.lastName}`,
        internal: false,
        // A user made to choose a password at the first sign-in has a temporary one, valid for 7 days.
        ...('temporaryPassword' in user
          ? {
              status: 'FORCE_CHANGE_PASSWORD',
              passwordHash: await hashPassword(user.temporaryPassword),
              temporaryPasswordExpiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
            }
          : { status: 'CONFIRMED', passwordHash }),
      });
      const [contact] = await tx
        .insert(contacts)
        .values({ recordId, firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone })
        .returning({ id: contacts.id });
      await tx.insert(accountContactAssignments).values({
        accountId: user.accountId ?? DEMO_IDS.parentAccount,
        contactId: contact.id,
        role: 'VIEWER',
        recordId: `${recordId}-0`,
      });
    }
  });
} finally {
  await database.close();
}
