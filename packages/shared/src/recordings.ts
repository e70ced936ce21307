// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';
import { recordVersion } from './integers';
import { TEXT_LIMITS, plainText } from './text';

/** The audio a call recording may be, and the most one may weigh. */
export const RECORDING_TYPES = ['audio/mpeg', 'audio/wav', 'audio/ogg'] as const;
export const RECORDING_MAX_BYTES = 50 * 1024 * 1024;
/** How long a signed link to a recording works. */
export const RECORDING_LINK_SECONDS = 15 * 60;

export const RECORDING_RETENTION = { minDays: 1, maxDays: 365, defaultDays: 90 } as const;

export const recordingUploadParamsSchema = z.object({ externalId: plainText(TEXT_LIMITS.identifier) });
export const recordingUploadAnswerSchema = z.object({
  supplyEventId: z.string(),
  contentType: z.enum(RECORDING_TYPES),
  sizeBytes: z.number(),
});

export const recordingParamsSchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  supplyEventId: plainText(TEXT_LIMITS.identifier),
});
export const recordingLinkSchema = z.object({
  url: z.string().check(z.describe('A short-lived link to the audio; it honours Range requests')),
  expiresAt: z.string(),
  contentType: z.enum(RECORDING_TYPES),
  sizeBytes: z.number(),
});
export type RecordingLink = z.infer<typeof recordingLinkSchema>;

export const recordingSettingsSchema = z.object({
  recordCalls: z.boolean(),
  retentionDays: z.number(),
  version: z.number(),
});
export type RecordingSettings = z.infer<typeof recordingSettingsSchema>;

export const recordingSettingsUpdateSchema = z.strictObject({
  recordCalls: z.boolean(),
  retentionDays: z
    .int({ error: 'must be a whole number of days' })
    .check(
      z.minimum(RECORDING_RETENTION.minDays, `must be at least ${RECORDING_RETENTION.minDays} day`),
      z.maximum(RECORDING_RETENTION.maxDays, `must be at most ${RECORDING_RETENTION.maxDays} days`),
    ),
  version: recordVersion(),
});
export type RecordingSettingsUpdate = z.input<typeof recordingSettingsUpdateSchema>;
