// The attention module's public surface: it owns no table and composes the other modules' rules of what needs
// someone now (billing, campaigns, supply). The composition root (app.ts) and the reports module (the summary
// email lists the same) import it from this file only.
export { registerAttentionEndpoints } from './attention-endpoints';
export { listAttention } from './attention-service';
