// The supply module's public surface: other modules, the demo and the composition root (app.ts, workers.ts)
// import these names from this file only (eslint.config.js, docs/architecture.md).
export { notBillableReason, priceOf } from './assess-event';
export { decideDispute, fileDispute } from './dispute-service';
export { supplyAttention } from './supply-attention';
export { createdEventOf, eventRow, type SupplyEventInsert } from './event-rows';
export { registerIngestEndpoints } from './ingest-endpoints';
export { registerLeadEndpoints } from './lead-endpoints';
export { storeDecidedEvents } from './store-events';
export { summaryReportPdf } from './summary-report-pdf';
export { writeTranscripts } from './ingest-repository';
