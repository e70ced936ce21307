import { createWebhookEndpoint } from '@portal/shared/contracts/webhooks/create-webhook-endpoint';
import { deleteWebhookEndpoint } from '@portal/shared/contracts/webhooks/delete-webhook-endpoint';
import { getWebhookEndpoint } from '@portal/shared/contracts/webhooks/get-webhook-endpoint';
import { listWebhookDeliveries } from '@portal/shared/contracts/webhooks/list-webhook-deliveries';
import { listWebhookEndpoints } from '@portal/shared/contracts/webhooks/list-webhook-endpoints';
import { replayWebhookDelivery } from '@portal/shared/contracts/webhooks/replay-webhook-delivery';
import { rotateWebhookSecret } from '@portal/shared/contracts/webhooks/rotate-webhook-secret';
import { sendWebhookTest } from '@portal/shared/contracts/webhooks/send-webhook-test';
import { updateWebhookEndpoint } from '@portal/shared/contracts/webhooks/update-webhook-endpoint';
import { tenantScope } from '../../db/tenant-scope';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import { systemResolver, type AddressPolicy } from '../../lib/address-policy';
import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { deliveryPage, endpointView, findEndpoint, listEndpoints } from './webhook-repository';
import * as service from './webhook-service';

/** Webhook endpoints, their secrets, test sends and delivery logs (ADMIN and up). */
export function registerWebhookEndpoints(app: App, { database, clock, config, resolveHost }: AppDeps): void {
  const db = database.db;
  const policy: AddressPolicy = {
    allowPrivateNetworks: config.webhookAllowPrivateNetworks,
    resolve: resolveHost ?? systemResolver,
  };
  const endpointOf = async (scope: ReturnType<typeof tenantScope>, endpointId: string) => {
    const row = await findEndpoint(scope, endpointId);
    if (!row) throw new AppError('NOT_FOUND', 'No such webhook endpoint.');
    return row;
  };

  registerEndpoint(app, listWebhookEndpoints, async ({ account }) => ({
    items: (await listEndpoints(tenantScope(db, account))).map((row) => endpointView(row, clock.now())),
  }));

  registerEndpoint(app, createWebhookEndpoint, async ({ account, body, principal }) =>
    service.createEndpoint(tenantScope(db, account), body, policy, principal, clock.now()),
  );

  registerEndpoint(app, getWebhookEndpoint, async ({ account, params }) =>
    endpointView(await endpointOf(tenantScope(db, account), params.endpointId), clock.now()),
  );

  registerEndpoint(app, updateWebhookEndpoint, async ({ account, params, body, principal }) =>
    service.updateEndpoint(tenantScope(db, account), params.endpointId, body, policy, principal, clock.now()),
  );

  registerEndpoint(app, deleteWebhookEndpoint, async ({ account, params, principal }) => ({
    items: await service.removeEndpoint(tenantScope(db, account), params.endpointId, principal, clock.now()),
  }));

  registerEndpoint(app, rotateWebhookSecret, async ({ account, params, principal }) =>
    service.rotateSecret(tenantScope(db, account), params.endpointId, principal, clock.now()),
  );

  registerEndpoint(app, sendWebhookTest, async ({ account, params }) =>
    service.sendTestEvent(tenantScope(db, account), params.endpointId, clock.now()),
  );

  registerEndpoint(app, listWebhookDeliveries, async ({ account, params, query }) => {
    const scope = tenantScope(db, account);
    const endpoint = await endpointOf(scope, params.endpointId);
    const page = await deliveryPage(scope, endpoint.id, {
      after: query.cursor ? decodeCursor(query.cursor) : null,
      limit: query.limit,
    });
    return { items: page.items, nextCursor: page.last ? encodeCursor(page.last) : null };
  });

  registerEndpoint(app, replayWebhookDelivery, async ({ account, params }) =>
    service.replayDelivery(tenantScope(db, account), params.endpointId, params.deliveryId, clock.now()),
  );
}
