import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, expect, it } from 'vitest';
import { DEMO_USER } from '../../../test/demo';
import { installWriteCounter } from '../../../test/db-fingerprint';
import { hostileRequests, type HostileRequest } from '../../../test/fuzz/hostile-requests';
import type { JsonSchema } from '../../../test/fuzz/json-schema';
import type { Operation } from '../../../test/fuzz/openapi-operations';
import { failureReport, runBatches, type Answer, type Batch } from '../../../test/fuzz/run-batch';
import { passwordSignIn } from '../../../test/sign-in';
import { createTestApp } from '../../../test/test-app';
import { OPERATION_NAMES, findOperation } from './operations';

// Issue 14, bad input, on the Cognito wire: every operation gets FUZZ_RUNS hostile requests per caller, built
// from its input schema like the API's from the OpenAPI document (docs/decisions/0019).
const testApp = await createTestApp({
  workers: false,
  env: { IDENTITY_RATE_LIMIT_PER_IP: '10000000', IDENTITY_RATE_LIMIT_PER_USER: '10000000' },
});
afterAll(() => testApp.close());
await installWriteCounter(testApp.database.pool);

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const CONTENT_TYPE = 'application/x-amz-json-1.1';

async function signedIn(username: string) {
  const answer = await passwordSignIn(testApp.app, testApp.config.IDENTITY_CLIENT_ID, username);
  const result = answer.json<{ AuthenticationResult: { AccessToken: string; RefreshToken: string } }>()
    .AuthenticationResult;
  return {
    Username: username,
    ClientId: testApp.config.IDENTITY_CLIENT_ID,
    AccessToken: result.AccessToken,
    RefreshToken: result.RefreshToken,
    Token: result.RefreshToken,
  } as Record<string, string>;
}
const callers = { customer: await signedIn(DEMO_USER.owner), staff: await signedIn(DEMO_USER.staff) };

const asOperation = (name: string): Operation => ({
  id: name,
  method: 'POST',
  path: '/cognito-idp',
  pathParams: [],
  queryParams: [],
  headers: [],
  body: {
    schema: z.toJSONSchema(findOperation(name)!.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    required: true,
  },
  ingest: false,
});

/** Besides broken bodies: operation names Cognito does not have (prototype names, no prefix, other services). */
const unknownTargets = fc
  .constantFrom(
    '',
    'GetUser',
    `${TARGET_PREFIX}constructor`,
    `${TARGET_PREFIX}__proto__`,
    `${TARGET_PREFIX}AdminDeleteUser`,
    `${TARGET_PREFIX}\u0000`,
    'AWSCognitoIdentityService.GetId',
  )
  .map((target) => ({ target, changes: [`x-amz-target ${JSON.stringify(target)}`] }));

function cognitoErrorProblem(answer: Answer): string | null {
  if (answer.status !== 400) return `status ${answer.status}, not Cognito's 400`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'not JSON';
  }
  const parsed = z.strictObject({ __type: z.string(), message: z.string() }).safeParse(body);
  if (!parsed.success) return "not in Cognito's error shape";
  if (answer.headers['x-amzn-errortype'] !== `${parsed.data.__type}:`) return 'x-amzn-errortype does not match __type';
  return null;
}

const sendTo = (name: string) => async (request: HostileRequest & { target?: string }) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: request.url,
    headers: { ...request.headers, 'x-amz-target': request.target ?? `${TARGET_PREFIX}${name}` },
    ...(request.payload !== undefined && { payload: request.payload }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.body };
};

it.each(OPERATION_NAMES)('%s: hostile requests are refused in Cognito’s shape and write nothing', async (name) => {
  const operation = asOperation(name);
  const batches: Batch[] = Object.entries(callers).map(([caller, values]) => {
    const broken = hostileRequests(operation, (field) => values[field], {
      contentType: CONTENT_TYPE,
      maybeOnly: false,
    });
    return {
      caller,
      requests: fc.oneof(
        { weight: 9, arbitrary: broken },
        {
          weight: 1,
          arbitrary: fc.tuple(broken, unknownTargets).map(([request, { target, changes }]) => ({
            ...request,
            target,
            mustFail: true,
            changes: [...request.changes, ...changes],
          })),
        },
      ),
      send: sendTo(name),
      errorProblem: cognitoErrorProblem,
    };
  });
  const result = await runBatches(testApp.database.pool, batches);
  expect(result.failures, failureReport(name, result)).toEqual([]);
});
