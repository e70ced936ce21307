// The webhooks module's public surface: other modules, the demo and the composition root (app.ts, workers.ts)
// import these names from this file only (eslint.config.js, docs/architecture.md).
export { startWebhookDelivery, type WebhookDelivery } from './delivery-worker';
export { webhookFanOut } from './fan-out';
export { registerWebhookEndpoints } from './webhook-endpoints';
