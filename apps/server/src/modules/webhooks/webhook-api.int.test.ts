import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { createWebhookEndpoint } from '@portal/shared/contracts/webhooks/create-webhook-endpoint';
import { deleteWebhookEndpoint } from '@portal/shared/contracts/webhooks/delete-webhook-endpoint';
import { getWebhookEndpoint } from '@portal/shared/contracts/webhooks/get-webhook-endpoint';
import { listWebhookDeliveries } from '@portal/shared/contracts/webhooks/list-webhook-deliveries';
import { listWebhookEndpoints } from '@portal/shared/contracts/webhooks/list-webhook-endpoints';
import { replayWebhookDelivery } from '@portal/shared/contracts/webhooks/replay-webhook-delivery';
import { rotateWebhookSecret } from '@portal/shared/contracts/webhooks/rotate-webhook-secret';
import { sendWebhookTest } from '@portal/shared/contracts/webhooks/send-webhook-test';
import { updateWebhookEndpoint } from '@portal/shared/contracts/webhooks/update-webhook-endpoint';
import { describe, expect, it } from 'vitest';
import { testApiClient } from '../../test/api-client';
import { DEMO_IDS } from '../../test/demo';
import { useTestApp } from '../../test/test-app';
import { waitFor } from '../../test/webhook-fixtures';

/** Names the tests resolve: one public, one that resolves to a private address (DNS rebinding's first step). */
const NAMES: Record<string, string[]> = {
  'hooks.customer.example': ['93.184.216.34'],
  'intranet.customer.example': ['93.184.216.34', '10.20.30.40'],
};
// Private networks refused, as in production; the receiver is reached through the test's own worker below.
const testApp = useTestApp({
  env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' },
  resolveHost: async (host) => {
    const found = NAMES[host];
    if (!found) throw new Error(`ENOTFOUND ${host}`);
    return found;
  },
});
const api = testApiClient(testApp);
const account = { params: { accountId: DEMO_IDS.parentAccount } };
const body = (url: string) => ({ url, description: 'CRM', eventTypes: ['lead.created' as const] });

describe('webhook endpoints API', () => {
  it('refuses URLs that are not https or reach private, loopback or metadata addresses, in words', async () => {
    const cases: [string, string][] = [
      ['http://hooks.customer.example/in', 'The URL must start with https://'],
      ['https://127.0.0.1/in', 'Webhooks cannot go to this URL: 127.0.0.1 is a loopback address'],
      ['https://10.1.2.3/in', 'Webhooks cannot go to this URL: 10.1.2.3 is a private address'],
      [
        'https://169.254.169.254/latest/meta-data',
        'Webhooks cannot go to this URL: 169.254.169.254 is a cloud metadata address',
      ],
      ['https://[::1]/in', 'Webhooks cannot go to this URL: ::1 is a loopback address'],
      // IPv4-compatible IPv6 (::/96) reaches 127.0.0.1; only public unicast passes.
      [
        'https://[::127.0.0.1]/',
        'Webhooks cannot go to this URL: ::7f00:1 is not a public address (IPv6 outside the global unicast range 2000::/3)',
      ],
      [
        'https://[::7f00:1]/',
        'Webhooks cannot go to this URL: ::7f00:1 is not a public address (IPv6 outside the global unicast range 2000::/3)',
      ],
      [
        'https://intranet.customer.example/in',
        'Webhooks cannot go to this URL: intranet.customer.example resolves to 10.20.30.40, a private address',
      ],
      [
        'https://unknown.customer.example/in',
        'Webhooks cannot go to this URL: unknown.customer.example could not be resolved',
      ],
    ];
    for (const [url, message] of cases) {
      const answer = await api.as('manager').call(createWebhookEndpoint, { ...account, body: body(url) });
      expect({ url, status: answer.status, message: answer.error.message }).toEqual({ url, status: 422, message });
      expect(answer.error.details).toEqual([{ path: 'body.url', message }]);
    }
    // Not a URL at all is a malformed field: 400 with the field's details, like every other malformed field.
    for (const [url, message] of [
      ['not a url', 'Enter a full URL, such as https://example.com/webhooks'],
      ['ftp://hooks.customer.example/in', 'The URL must start with https://'],
      ['https://user:secret@hooks.customer.example/in', 'The URL cannot carry a user name or password'],
    ]) {
      const malformed = await api.as('manager').call(createWebhookEndpoint, { ...account, body: body(url!) });
      expect({ url, status: malformed.status }).toEqual({ url, status: 400 });
      expect(malformed.error.details).toEqual([{ path: 'body.url', message }]);
    }
    const noEvents = await api
      .as('manager')
      .call(createWebhookEndpoint, { ...account, body: { url: 'https://hooks.customer.example/in', eventTypes: [] } });
    expect(noEvents.status).toBe(400);
  });

  it('shows the secret at creation and rotation only, and keeps edits in the audit log', async () => {
    const created = await api
      .as('manager')
      .call(createWebhookEndpoint, { ...account, body: body('https://hooks.customer.example/in') });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    const endpoint = { params: { ...account.params, endpointId: created.body.id } };
    const read = await api.as('manager').call(getWebhookEndpoint, endpoint);
    expect(read.body).not.toHaveProperty('secret');
    expect(JSON.stringify((await api.as('owner').call(listWebhookEndpoints, account)).body)).not.toContain('whsec_');

    const rotated = await api.as('manager').call(rotateWebhookSecret, endpoint);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    expect(rotated.body.previousSecretExpiresAt).not.toBeNull();

    const updated = await api.as('manager').call(updateWebhookEndpoint, {
      ...endpoint,
      body: { url: 'https://hooks.customer.example/v2', eventTypes: ['call.created', 'lead.created'], enabled: false },
    });
    expect(updated.body).toMatchObject({ url: 'https://hooks.customer.example/v2', enabled: false, version: 3 });
    const audit = await api.as('owner').call(getAccountAudit, { ...account, query: {} });
    const entries = audit.body.items.filter((entry) => entry.entityId === created.body.id);
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
    // Each names the endpoint as it was called then, for the log's sentences.
    expect(entries.map((entry) => entry.subject)).toEqual([
      'https://hooks.customer.example/v2',
      expect.any(String),
      expect.any(String),
    ]);
    expect(JSON.stringify(entries)).not.toContain('whsec_');

    const removed = await api.as('manager').call(deleteWebhookEndpoint, endpoint);
    expect(removed.body.items.map((item) => item.id)).not.toContain(created.body.id);
    expect((await api.as('manager').call(getWebhookEndpoint, endpoint)).status).toBe(404);
  });

  it('sends a test event through the worker, which refuses a name that now resolves to loopback; replay keeps the webhook-id', async () => {
    // The name resolves to the receiver only now that the endpoint is saved, as a DNS change would.
    const created = await api
      .as('manager')
      .call(createWebhookEndpoint, { ...account, body: body('https://hooks.customer.example/in') });
    NAMES['hooks.customer.example'] = ['127.0.0.1'];
    const endpoint = { params: { ...account.params, endpointId: created.body.id } };
    const test = await api.as('manager').call(sendWebhookTest, endpoint);
    expect(test.status).toBe(201);
    // The worker refuses the loopback address it now resolves to: nothing reaches the receiver.
    const refused = await waitFor(async () => {
      const page = await api.as('manager').call(listWebhookDeliveries, { ...endpoint, query: {} });
      // attempts counts leases; the outcome is recorded when the attempt ends, so wait for that.
      return page.body.items.find((item) => item.lastResponse !== null);
    });
    expect(refused).toMatchObject({ status: 'PENDING', test: true, lastStatusCode: null });
    expect(refused.lastResponse).toBe('Refused: hooks.customer.example resolves to 127.0.0.1, a loopback address');

    const replayed = await api
      .as('manager')
      .call(replayWebhookDelivery, { params: { ...endpoint.params, deliveryId: test.body.id } });
    expect(replayed.body).toMatchObject({ status: 'PENDING', webhookId: test.body.webhookId });
    const notFound = await api.as('manager').call(replayWebhookDelivery, {
      params: { ...endpoint.params, deliveryId: '00000000-0000-4000-8000-000000000009' },
    });
    expect(notFound.status).toBe(404);
  });
});
