// The recordings module's public surface: other modules, the demo and the composition root (app.ts, workers.ts)
// import these names from this file only (eslint.config.js, docs/architecture.md).
export { registerRecordingEndpoints } from './recording-endpoints';
export { applyRetention } from './recording-service';
