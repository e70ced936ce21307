import { defineContract } from '../../api/contract';
import { recordingLinkSchema, recordingParamsSchema } from '../../recordings';
import { RECORDINGS_ACCOUNT_PATH, RECORDING_TAGS } from './recording-path';

export const getRecording = defineContract({
  method: 'GET',
  path: `${RECORDINGS_ACCOUNT_PATH}/recordings/:supplyEventId`,
  params: recordingParamsSchema,
  response: recordingLinkSchema,
  access: { kind: 'account', permission: 'leads.read', keyScope: 'leads:read' },
  summary: 'A short-lived link to a call’s recording (the link serves Range requests, so players can seek)',
  tags: RECORDING_TAGS,
});
