import { defineContract } from '../../api/contract';
import { ingestAnswerSchema, ingestBatchSchema } from '../../ingest';

export const ingestSupplyEvents = defineContract({
  method: 'POST',
  path: 'ingest/supply-events',
  body: ingestBatchSchema,
  response: ingestAnswerSchema,
  access: { kind: 'ingest' },
  summary:
    'For the provider’s call-routing and lead systems (ingest key): 1 to 1,000 leads and calls, each priced, checked against its campaign and budget cap, idempotent by externalId. An event dated more than 15 minutes after it is received (OCCURRED_IN_FUTURE) or more than 7 days before, past its dispute window (OLDER_THAN_DISPUTE_WINDOW), is REJECTED',
  tags: ['ingest'],
});
