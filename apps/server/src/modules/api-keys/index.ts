// The api-keys module's public surface: the composition root (app.ts) imports these names from this file only
// (eslint.config.js, docs/architecture.md).
export { registerApiKeyEndpoints } from './api-key-endpoints';
export { createApiKeyVerifier } from './api-key-verifier';
