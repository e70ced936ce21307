import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { recordingSettingsSchema, recordingSettingsUpdateSchema } from '../../recordings';
import { RECORDINGS_ACCOUNT_PATH, RECORDING_TAGS } from './recording-path';

export const updateRecordingSettings = defineContract({
  method: 'PUT',
  path: `${RECORDINGS_ACCOUNT_PATH}/settings`,
  params: accountParamsSchema,
  body: recordingSettingsUpdateSchema,
  response: recordingSettingsSchema,
  access: { kind: 'account', permission: 'recordings.manage' },
  summary: 'Turn call recording on or off and set the retention (1 to 365 days); send the version you read',
  tags: RECORDING_TAGS,
  errors: [409],
});
