import { defineContract } from '../../api/contract';
import { transcriptAnswerSchema, transcriptBodySchema, transcriptParamsSchema } from '../../transcript';

export const uploadCallTranscript = defineContract({
  method: 'PUT',
  path: 'ingest/transcripts/:externalId',
  params: transcriptParamsSchema,
  body: transcriptBodySchema,
  response: transcriptAnswerSchema,
  access: { kind: 'ingest' },
  summary:
    'For the call system (ingest key): what was said on a call, by the call’s externalId, turn by turn. A second upload replaces the first. The account’s keyword rules run on it',
  tags: ['ingest'],
  errors: [404, 422],
});
