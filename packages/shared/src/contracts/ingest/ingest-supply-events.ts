import { defineContract } from '../../api/contract';
import { ingestAnswerSchema, ingestBatchSchema } from '../../ingest';

export const ingestSupplyEvents = defineContract({
  method: 'POST',
  path: 'ingest/supply-events',
  body: ingestBatchSchema,
  response: ingestAnswerSchema,
  access: { kind: 'ingest' },
  summary:
    'For the provider’s call-routing and lead systems (ingest key): 1 to 1,000 leads and calls, each priced, checked against its campaign and budget cap, idempotent by externalId',
  tags: ['ingest'],
});
