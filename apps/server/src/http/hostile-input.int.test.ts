import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@portal/shared/errors';
import { PHONE_MESSAGES } from '@portal/shared/phone';
import { TEXT_MESSAGES } from '@portal/shared/text';
import { accessTokenFor } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { errorAnswer } from './error-handler';
import { DEMO_IDS } from '../test/demo';

// Input anyone can send, from the hostile run of issue 8: each answers a clear 400, never a 500, and
// changes nothing.
let testApp: TestApp;
const token: Record<string, string> = {};
const ACCOUNT = `/api/ad-portal/advprtl/accounts/${DEMO_IDS.parentAccount}`;
const current = { Name: 'Brightside Home Services', Business_Formal_Name__c: 'Brightside Home Services LLC' };

beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', IDENTITY_RATE_LIMIT_PER_USER: '100000' } });
  for (const user of ['owner', 'staff'])
    token[user] = await accessTokenFor(testApp.app, testApp.config.IDENTITY_CLIENT_ID, `${user}@demo.test`);
});

afterAll(async () => {
  await testApp.close();
});

const call = (user: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { authorization: `Bearer ${token[user]}` }, ...(payload && { payload }) });

/** A 400 in the error shape whose details name the field. */
async function expectRefused(response: Awaited<ReturnType<typeof call>>, path: string, message?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = apiErrorSchema.parse(response.json());
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.details).toEqual(
    expect.arrayContaining([expect.objectContaining({ path, ...(message && { message }) })]),
  );
}

describe('NUL characters and lone surrogates', () => {
  it.each([
    ['a\u0000b', 'NUL'],
    ['a\ud800b', 'a lone surrogate'],
  ])('%j (%s) in a string field answers 400 naming the field', async (bad) => {
    await expectRefused(
      await call('owner', 'PUT', '/api/account-management/profile', { name: bad }),
      'body.name',
      TEXT_MESSAGES.invalidCharacter,
    );
    await expectRefused(
      await call('owner', 'POST', '/api/account-management/contact-us', { subject: bad, message: 'hi' }),
      'body.subject',
    );
    await expectRefused(
      await call('owner', 'POST', '/api/account-management/contact-us', { subject: 'hi', message: bad }),
      'body.message',
    );
    await expectRefused(
      await call('owner', 'PUT', ACCOUNT, { ...current, Business_Formal_Name__c: bad }),
      'body.Business_Formal_Name__c',
    );
  });

  it('in a query or path parameter answers 400 too', async () => {
    await expectRefused(await call('staff', 'GET', '/api/ad-portal/advprtl/accounts?search=%00'), 'querystring.search');
    await expectRefused(await call('owner', 'GET', '/api/ad-portal/advprtl/user_identity/x%00'), 'params.username');
    await expectRefused(await call('owner', 'GET', `${ACCOUNT}/audit?cursor=%00`), 'querystring.cursor');
  });

  it('a value the database refuses anyway is a 400, not a 500', async () => {
    const refused = await testApp.database.db
      .execute(sql`select ${'a\u0000b'}::text`)
      .catch((error: unknown) => error as Error);
    expect(refused).toBeInstanceOf(Error);
    expect(errorAnswer(refused as Error)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const badUuid = await testApp.database.db
      .execute(sql`select ${'x'}::uuid`)
      .catch((error: unknown) => error as Error);
    expect(errorAnswer(badUuid as Error)).toMatchObject({ status: 400 });
  });
});

describe('dates', () => {
  const LEDGER = `/api/gtv/billing-account/accounts/${DEMO_IDS.parentAccount}/ledger`;
  it.each([
    [`${ACCOUNT}/summary?from=0001-01-01&to=9999-12-31`, 'querystring.from'],
    [`${ACCOUNT}/summary?from=2026-01-01&to=9999-12-31`, 'querystring.to'],
    [`${ACCOUNT}/supply-events?from=0001-01-01`, 'querystring.from'],
    [`${ACCOUNT}/supply-events?to=0000-01-01`, 'querystring.to'],
    [`${ACCOUNT}/supply-events/export.csv?from=0001-01-01`, 'querystring.from'],
    [`${LEDGER}?from=0000-01-01`, 'querystring.from'],
    [`${LEDGER}?from=1999-12-31`, 'querystring.from'],
    [`${LEDGER}/export.csv?to=2101-01-01`, 'querystring.to'],
    [`${LEDGER}?to=2026-02-30`, 'querystring.to'],
  ])('outside 2000-01-01 to 2100-12-31, or not on the calendar, answer 400 naming the field: %s', async (url, path) => {
    const response = await call('owner', 'GET', url);
    await expectRefused(response, path);
    if (!url.endsWith('2026-02-30')) {
      expect(apiErrorSchema.parse(response.json()).details).toEqual(
        expect.arrayContaining([{ path, message: 'must be a date from 2000-01-01 to 2100-12-31' }]),
      );
    }
  });

  it('at the ends of the range are read, or refused as a range too long, never a 500', async () => {
    for (const url of [
      `${ACCOUNT}/supply-events?from=2000-01-01&to=2100-12-31`,
      `${ACCOUNT}/supply-events/export.csv?from=2000-01-01&to=2100-12-31`,
      `${LEDGER}?from=2000-01-01&to=2100-12-31`,
      `${LEDGER}/export.csv?from=2000-01-01&to=2100-12-31`,
    ]) {
      const response = await call('owner', 'GET', url);
      expect(response.statusCode, url).toBe(200);
      // The whole file, not a 200 whose connection dropped part way: a header row, and the last row ended.
      if (url.includes('.csv')) {
        expect(response.body.split('\r\n')[0], url).toMatch(/^[\w ()]+(,[\w ()]+)+$/);
        expect(response.body.endsWith('\r\n'), url).toBe(true);
      }
    }
    const summary = await call('owner', 'GET', `${ACCOUNT}/summary?from=2000-01-01&to=2100-12-31`);
    expect(summary.statusCode).toBe(422);
    expect(summary.json().message).toMatch(/^Choose a range of at most \d+ days\.$/);
  });
});

describe('audit log cursor', () => {
  it('refuses a cursor with a valid date and a non-UUID id', async () => {
    const cursor = Buffer.from('2026-01-01T00:00:00.000Z|x').toString('base64url');
    const response = await call('owner', 'GET', `${ACCOUNT}/audit?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'query.cursor' }] });
  });
});

describe('phones', () => {
  it('are stored as +1 and 10 digits, whatever the typing', async () => {
    expect((await call('owner', 'PUT', ACCOUNT, { ...current, Phone: '(512) 555-0199' })).json()).toMatchObject({
      Phone: '+15125550199',
    });
    expect(
      (
        await call('owner', 'PUT', '/api/account-management/profile', { name: 'Olivia Owens', phone: '512.555.0101' })
      ).json(),
    ).toMatchObject({ phone: '+15125550101' });
  });

  it('that are not US numbers are refused with a message, and what was saved stays', async () => {
    for (const Phone of ['-------', '+44 20 7183 8750', '555-0199']) {
      await expectRefused(
        await call('owner', 'PUT', ACCOUNT, { ...current, Phone }),
        'body.Phone',
        PHONE_MESSAGES.notUs,
      );
    }
    await expectRefused(
      await call('owner', 'PUT', '/api/account-management/profile', { name: 'Olivia Owens', phone: '-------' }),
      'body.phone',
      PHONE_MESSAGES.notUs,
    );
    expect((await call('owner', 'GET', ACCOUNT)).json()).toMatchObject({ Phone: '+15125550199' });
  });
});

describe('length and character limits', () => {
  it('refuse a 5,001-character name, CRLF and right-to-left overrides; nothing is stored', async () => {
    await expectRefused(
      await call('staff', 'PUT', ACCOUNT, { ...current, Name: 'x'.repeat(5001) }),
      'body.Name',
      TEXT_MESSAGES.tooLong(200),
    );
    await expectRefused(
      await call('owner', 'PUT', ACCOUNT, { ...current, Business_Formal_Name__c: 'Brightside\r\nLLC' }),
      'body.Business_Formal_Name__c',
      TEXT_MESSAGES.lineBreak,
    );
    await expectRefused(
      await call('owner', 'PUT', ACCOUNT, { ...current, Business_Formal_Name__c: 'Brightside \u202ECLL' }),
      'body.Business_Formal_Name__c',
      TEXT_MESSAGES.bidi,
    );
    await expectRefused(
      await call('owner', 'PUT', '/api/account-management/profile', { name: 'Olivia\u202E' }),
      'body.name',
      TEXT_MESSAGES.bidi,
    );
    expect((await call('owner', 'GET', ACCOUNT)).json()).toMatchObject(current);
  });

  it('keep CRLF out of an email subject (header injection), while a message keeps its lines', async () => {
    await expectRefused(
      await call('owner', 'POST', '/api/account-management/contact-us', {
        subject: 'Help\r\nBcc: everyone@example.com',
        message: 'hi',
      }),
      'body.subject',
      TEXT_MESSAGES.lineBreak,
    );
    const sent = await call('owner', 'POST', '/api/account-management/contact-us', {
      subject: 'Invoice question',
      message: 'Line one\r\nLine two',
    });
    expect(sent.statusCode).toBe(201);
  });

  it('are in the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schemaOf = (path: string, method: string) =>
      document.paths[path][method].requestBody.content['application/json'].schema;
    const account = schemaOf('/api/ad-portal/advprtl/accounts/{accountId}', 'put');
    expect(account.properties.Name.maxLength).toBe(200);
    expect(account.properties.Business_Formal_Name__c.maxLength).toBe(255);
    const contactUs = schemaOf('/api/account-management/contact-us', 'post');
    expect(contactUs.properties.subject.maxLength).toBe(200);
    expect(contactUs.properties.message.maxLength).toBe(5000);
    expect(schemaOf('/api/account-management/profile', 'put').properties.name.maxLength).toBe(200);
  });
});
