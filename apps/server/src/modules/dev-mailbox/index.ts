// The dev-mailbox module's public surface: other modules, the demo and the composition root (app.ts, workers.ts)
// import these names from this file only (eslint.config.js, docs/architecture.md).
export { registerDevMailboxRoutes } from './dev-mailbox-routes';
