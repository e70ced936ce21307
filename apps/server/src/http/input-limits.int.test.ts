import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { pageLimitMessage } from '@portal/shared/accounts';
import { createCampaign } from '@portal/shared/contracts/campaigns/create-campaign';
import { listCampaigns } from '@portal/shared/contracts/campaigns/list-campaigns';
import { updateProfile } from '@portal/shared/contracts/profile/update-profile';
import { apiErrorSchema } from '@portal/shared/errors';
import { MULTI_VALUE_MESSAGES } from '@portal/shared/multi-value';
import { MAX_ZIP_CODES } from '@portal/shared/zip-codes';
import { testApiClient } from '../test/api-client';
import { sampleCampaignBody } from '../test/campaign-samples';
import { DEMO_IDS } from '../test/demo';
import { mainBranch, type JsonSchema } from '../test/fuzz/json-schema';
import { operationsOf, type OpenApiDocument } from '../test/fuzz/openapi-operations';
import { useTestApp } from '../test/test-app';

// Limits everywhere (issue 14, docs/decisions/0019): every value a request carries is bounded, and the
// bounds are in the OpenAPI document for API clients to read.
const testApp = useTestApp({ workers: false });
const api = testApiClient(testApp);

const openApi = async () =>
  (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();

/** A pattern that fixes the length by itself: anchored at both ends, no open-ended repetition (ZIP codes, times, days). */
const boundedPattern = (schema: JsonSchema) =>
  schema.pattern !== undefined && /^\^[^*+]*\$$/.test(schema.pattern) && !/\{\d+,\}/.test(schema.pattern);

/** Every place in a request schema without a bound: strings without maxLength, arrays without maxItems, numbers without both bounds. */
function unbounded(schema: JsonSchema, path: string): string[] {
  const found: string[] = [];
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches) return branches.flatMap((branch) => unbounded(branch, path));
  if (schema.enum || schema.const !== undefined) return [];
  const shape = mainBranch(schema);
  if (shape.type === 'string' && shape.maxLength === undefined && shape.format !== 'uuid' && !boundedPattern(shape))
    found.push(`${path}: a string without maxLength`);
  if (shape.type === 'array') {
    if (shape.maxItems === undefined) found.push(`${path}: an array without maxItems`);
    if (shape.items) found.push(...unbounded(shape.items, `${path}[]`));
  }
  // z.int() alone says ±(2^53 - 1): a bound, but not one anybody chose (a version column is 32 bits).
  const chosen = (bound: number | undefined) => bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER;
  if ((shape.type === 'number' || shape.type === 'integer') && !(chosen(shape.maximum) && chosen(shape.minimum)))
    found.push(`${path}: a number without a chosen minimum and maximum`);
  if (shape.type === 'object') {
    for (const [name, property] of Object.entries(shape.properties ?? {}))
      found.push(...unbounded(property, `${path}.${name}`));
    if (typeof shape.additionalProperties === 'object')
      found.push(...unbounded(shape.additionalProperties, `${path}.*`));
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('bounds every string, array and number of every request', async () => {
    const found = operationsOf(await openApi()).flatMap((operation) => [
      ...operation.pathParams.flatMap(({ name, schema }) => unbounded(schema, `${operation.id} params.${name}`)),
      ...operation.queryParams.flatMap(({ name, schema }) => unbounded(schema, `${operation.id} query.${name}`)),
      ...(operation.body ? unbounded(operation.body.schema, `${operation.id} body`) : []),
    ]);
    expect(found).toEqual([]);
  });

  it('caps every page size at 100', async () => {
    const limits = operationsOf(await openApi()).flatMap((operation) =>
      operation.queryParams.filter(({ name }) => name === 'limit').map(({ schema }) => mainBranch(schema).maximum),
    );
    expect(limits.length).toBeGreaterThan(5);
    for (const maximum of limits) expect(maximum).toBeLessThanOrEqual(100);
  });
});

describe('limits answer 400 or 413 with a message that names the limit', () => {
  it('413 in the error shape for a body over 1 MB', async () => {
    const answer = await api.as('owner').call(updateProfile, { body: { name: 'x'.repeat(1_100_000) } });
    expect(answer.status).toBe(413);
    expect(z.strictObject(apiErrorSchema.shape).parse(answer.body)).toEqual({
      code: 'TOO_LARGE',
      message: 'The request body is too large: this address takes at most 1 MB.',
    });
  });

  it('400 for a page size past the maximum, or not a whole number', async () => {
    for (const limit of [101, 0, 1.5, 'ten']) {
      const answer = await api
        .as('owner')
        .call(listCampaigns, { params: { accountId: DEMO_IDS.parentAccount }, query: { limit } });
      expect(answer.status, String(limit)).toBe(400);
      expect(answer.error.details).toEqual([{ path: 'querystring.limit', message: pageLimitMessage(100) }]);
    }
  });

  it('400 naming the field for an amount a 32-bit column cannot hold, not the database’s refusal', async () => {
    // A form-only campaign does not check its call price; 3,000,000,000 used to reach the integer column.
    const answer = await api.as('owner').call(createCampaign, {
      params: { accountId: DEMO_IDS.parentAccount },
      body: sampleCampaignBody({ leadTypes: ['FORM'], callPriceCents: 3_000_000_000 }),
    });
    expect(answer.status).toBe(400);
    expect(answer.error.details).toEqual([
      { path: 'body.callPriceCents', message: 'must be at most $21,474,836.47 either way' },
    ]);
  });

  it('400 for a list past its maximum', async () => {
    const zipCodes = Array.from({ length: MAX_ZIP_CODES + 1 }, (_item, index) => String(10_000 + index));
    const answer = await api.as('owner').call(createCampaign, {
      params: { accountId: DEMO_IDS.parentAccount },
      body: sampleCampaignBody({ zipCodes }),
    });
    expect(answer.status).toBe(400);
    expect(answer.error.details).toEqual([
      { path: 'body.zipCodes', message: MULTI_VALUE_MESSAGES.tooMany(MAX_ZIP_CODES) },
    ]);
  });

  it('a 400 lists 20 problems at most and counts the rest', async () => {
    const answer = await api.as('owner').call(createCampaign, {
      params: { accountId: DEMO_IDS.parentAccount },
      body: sampleCampaignBody({ zipCodes: Array.from({ length: MAX_ZIP_CODES }, (_item, index) => `x${index}`) }),
    });
    expect(answer.status).toBe(400);
    expect(answer.error.details).toHaveLength(20);
    expect(answer.error.message).toMatch(/; and 480 more problems$/);
    expect(JSON.stringify(answer.body).length).toBeLessThan(4096);
  });
});
