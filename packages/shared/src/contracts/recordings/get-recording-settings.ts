import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { recordingSettingsSchema } from '../../recordings';
import { RECORDINGS_ACCOUNT_PATH, RECORDING_TAGS } from './recording-path';

export const getRecordingSettings = defineContract({
  method: 'GET',
  path: `${RECORDINGS_ACCOUNT_PATH}/settings`,
  params: accountParamsSchema,
  response: recordingSettingsSchema,
  access: { kind: 'account', permission: 'leads.read' },
  summary: 'Whether calls are recorded and how many days recordings are kept',
  tags: RECORDING_TAGS,
});
