import * as z from 'zod/mini';
import { afterAll, expect, it } from 'vitest';
import { apiErrorSchema } from '@portal/shared/errors';
import { DEMO_CAMPAIGN_IDS, DEMO_IDS, DEMO_USER } from '../test/demo';
import { installWriteCounter } from '../test/db-fingerprint';
import { hostileRequests, type HostileRequest } from '../test/fuzz/hostile-requests';
import { operationsOf, type OpenApiDocument, type Operation } from '../test/fuzz/openapi-operations';
import { failureReport, runBatches, type Answer, type Batch } from '../test/fuzz/run-batch';
import { accessTokenFor } from '../test/sign-in';
import { createTestApp } from '../test/test-app';

// Issue 14, bad input: every operation of the app's own OpenAPI document gets FUZZ_RUNS generated hostile
// requests per caller (docs/decisions/0019). No job worker runs, so the database changes only by requests.
const testApp = await createTestApp({
  workers: false,
  // Money writes reach a real payment provider, as they do by default outside tests.
  paymentsSandbox: true,
  env: {
    RATE_LIMIT_PER_MINUTE: '10000000',
    IDENTITY_RATE_LIMIT_PER_IP: '100000',
    IDENTITY_RATE_LIMIT_PER_USER: '100000',
  },
});
afterAll(() => testApp.close());
await installWriteCounter(testApp.database.pool);

const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
const operations = operationsOf(document);

const authorization = {
  customer: `Bearer ${await accessTokenFor(testApp.app, testApp.config.IDENTITY_CLIENT_ID, DEMO_USER.owner)}`,
  staff: `Bearer ${await accessTokenFor(testApp.app, testApp.config.IDENTITY_CLIENT_ID, DEMO_USER.staff)}`,
  ingest: `Bearer ${testApp.config.ingestKeys[0]}`,
};

/** Real ids for path parameters, so that a request broken in one place is otherwise one that could succeed. */
const firstId = async (query: string) =>
  (await testApp.database.pool.query<{ id: string }>(query, [DEMO_IDS.parentAccount])).rows[0]?.id;
const firstOf = (table: string) => firstId(`select id::text from ${table} where account_id = $1 order by id limit 1`);
const knownIds: Record<string, string | undefined> = {
  accountId: DEMO_IDS.parentAccount,
  campaignId: DEMO_CAMPAIGN_IDS.austinPlumbing,
  username: DEMO_USER.owner,
  supplyEventId: await firstOf('supply_events'),
  externalId: await firstId('select external_id as id from supply_events where account_id = $1 order by id limit 1'),
  budgetId: await firstOf('budgets'),
  listingId: await firstOf('listings'),
  invoiceId: await firstOf('invoices'),
  paymentMethodId: await firstOf('payment_methods'),
  endpointId: await firstOf('webhook_endpoints'),
  deliveryId: await firstOf('webhook_deliveries'),
  notificationId: await firstOf('notifications'),
  disputeId: await firstOf('disputes'),
};
const known = (name: string) => knownIds[name];

const strictError = z.strictObject(apiErrorSchema.shape);
/** What the error handler answers when the database, not the request's schema, refused a value. */
const DATABASE_REFUSAL = 'A value in the request is not valid.';

function apiErrorProblem(answer: Answer): string | null {
  if (!String(answer.headers['content-type']).startsWith('application/json')) return 'not JSON';
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'not JSON';
  }
  if (!strictError.safeParse(body).success) return 'not in the error shape';
  if ((body as { message: string }).message === DATABASE_REFUSAL)
    return 'the database refused what validation let through';
  return null;
}

const sendAs = (caller: keyof typeof authorization) => async (request: HostileRequest) => {
  const response = await testApp.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, authorization: authorization[caller] },
    ...(request.payload !== undefined && { payload: request.payload }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.body };
};

const callersOf = (operation: Operation) =>
  operation.ingest ? (['ingest', 'customer', 'staff'] as const) : (['customer', 'staff'] as const);

it('the document has the operations of every area', () => {
  expect(operations.length).toBeGreaterThan(60);
});

it.each(operations.map((operation) => [operation.id, operation] as const))(
  '%s: hostile requests are refused cleanly and write nothing',
  async (_id, operation) => {
    const requests = hostileRequests(operation, known);
    const batches: Batch[] = callersOf(operation).map((caller) => ({
      caller,
      requests,
      send: sendAs(caller),
      errorProblem: apiErrorProblem,
      // A money write keeps its first answer for its Idempotency-Key, a refusal by the handler (422) included,
      // so that a retry gets the same answer; a request refused by validation keeps nothing.
      mayWriteOnRefusal: (request) => (request.headers['idempotency-key'] ? ['idempotency_requests'] : []),
    }));
    const result = await runBatches(testApp.database.pool, batches);
    expect(result.failures, failureReport(operation.id, result)).toEqual([]);
  },
);
