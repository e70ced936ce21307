// The accounts module's public surface: other modules, the demo and the composition root (app.ts, workers.ts)
// import these names from this file only (eslint.config.js, docs/architecture.md).
export { registerAccountEndpoints } from './account-endpoints';
export { mirrorBillingFlags } from './account-repository';
export { twoStepRequiredFor } from './sign-in-policy-service';
export { openAccountRecord } from './account-opening';
export { loadAccount } from './account-service';
export { mailInvitation, type TeamActor } from './team-service';
