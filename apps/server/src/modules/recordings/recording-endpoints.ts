import type { Readable } from 'node:stream';
import { getRecording } from '@portal/shared/contracts/recordings/get-recording';
import { getRecordingSettings } from '@portal/shared/contracts/recordings/get-recording-settings';
import { updateRecordingSettings } from '@portal/shared/contracts/recordings/update-recording-settings';
import { uploadRecording } from '@portal/shared/contracts/recordings/upload-recording';
import { RECORDING_TYPES } from '@portal/shared/recordings';
import { tenantScope } from '../../db/tenant-scope';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import { registerMediaRoutes } from './media-routes';
import * as recordingService from './recording-service';

/** Call recordings: upload by the call-routing system, signed links and the media they lead to, settings. */
export function registerRecordingEndpoints(app: App, deps: AppDeps): void {
  const { database, clock, recordings: storage } = deps;
  const db = database.db;

  // Audio is passed on as the request stream, so an upload is written to storage as it arrives.
  app.addContentTypeParser([...RECORDING_TYPES], (_request, payload, done) => done(null, payload));

  registerEndpoint(app, uploadRecording, async ({ params, request }) =>
    recordingService.uploadRecording(
      db,
      storage,
      {
        externalId: params.externalId,
        contentType: String(request.headers['content-type']).split(';')[0]!.trim(),
        audio: request.body as Readable,
      },
      clock.now(),
    ),
  );

  registerEndpoint(app, getRecording, async ({ account, params }) =>
    recordingService.recordingLink(tenantScope(db, account), params.supplyEventId, clock.now()),
  );

  registerEndpoint(app, getRecordingSettings, async ({ account }) =>
    recordingService.loadSettings(tenantScope(db, account)),
  );

  registerEndpoint(app, updateRecordingSettings, async ({ account, body, principal }) =>
    recordingService.saveSettings(tenantScope(db, account), body, principal),
  );

  registerMediaRoutes(app, deps, storage);
}
