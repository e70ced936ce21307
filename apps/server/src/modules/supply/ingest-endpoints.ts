import pLimit from 'p-limit';
import { ingestSupplyEvents } from '@portal/shared/contracts/ingest/ingest-supply-events';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import { ingestBatch } from './ingest-service';
import { uploadCallTranscript } from '@portal/shared/contracts/ingest/upload-call-transcript';
import { attachTranscript } from './transcripts';

/** The provider's systems post leads and calls here (ingest key, not a person's sign-in). */
export function registerIngestEndpoints(app: App, { database, clock, config }: AppDeps): void {
  // Batches are checked at once and decided INGEST_CONCURRENCY at a time.
  const turn = pLimit(config.INGEST_CONCURRENCY);
  registerEndpoint(app, ingestSupplyEvents, async ({ body }) => ({
    results: await ingestBatch(database.db, body.events, () => clock.now(), turn),
  }));
  registerEndpoint(app, uploadCallTranscript, async ({ params, body }) =>
    attachTranscript(database.db, params.externalId, body.turns, clock.now()),
  );
}
