// The onboarding module's public surface: the composition root (app.ts) imports it from this file only
// (eslint.config.js, docs/architecture.md). It owns no table: it opens an account through accounts and billing.
export { registerOnboardingEndpoints } from './onboarding-endpoints';
