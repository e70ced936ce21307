// The campaigns module's public surface: other modules, the demo and the composition root (app.ts, workers.ts)
// import these names from this file only (eslint.config.js, docs/architecture.md).
export {
  chargeBudget,
  chargeBudgets,
  refundBudgetCharge,
  supplyEventChargeKey,
  type ChargeOutcome,
  type ChargeRequest,
} from './budget-charge';
export { budgetAttention, setupAttention } from './campaign-attention';
export { registerBudgetEndpoints } from './budget-endpoints';
export { registerCampaignEndpoints } from './campaign-endpoints';
export { CAMPAIGN_SCHEDULE_JOB, runCampaignSchedule } from './campaign-schedule';
export { registerListingEndpoints } from './listing-endpoints';
