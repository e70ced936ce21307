import { defineContract } from '../../api/contract';
import {
  RECORDING_MAX_BYTES,
  RECORDING_TYPES,
  recordingUploadAnswerSchema,
  recordingUploadParamsSchema,
} from '../../recordings';
import { RECORDING_TAGS } from './recording-path';

/** The body is the audio itself (audio/mpeg, audio/wav or audio/ogg, up to 50 MB), streamed to storage. */
export const uploadRecording = defineContract({
  method: 'PUT',
  path: 'ingest/recordings/:externalId',
  params: recordingUploadParamsSchema,
  rawBody: { contentTypes: RECORDING_TYPES, maxBytes: RECORDING_MAX_BYTES },
  response: recordingUploadAnswerSchema,
  status: 201,
  access: { kind: 'ingest' },
  summary: 'For the call-routing system (ingest key): the audio of a call, by the call’s externalId',
  tags: RECORDING_TAGS,
  errors: [404, 413, 415, 422],
});
