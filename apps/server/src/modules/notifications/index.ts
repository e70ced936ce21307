// The notifications module's public surface: other modules, the demo and the composition root (app.ts, workers.ts)
// import these names from this file only (eslint.config.js, docs/architecture.md).
export { registerNotificationEndpoints } from './notification-endpoints';
export { notificationHandler } from './notification-handler';
export { createLiveHub, type LiveHub } from './live-hub';
export { unsubscribeLink, unsubscribeSigner } from './unsubscribe';
export { deliverPush, PUSH_JOB, PUSH_TIMEOUT_MS, type PushJob } from './push/push-delivery';
export { vapidKeysOnce } from './push/vapid-keys';
