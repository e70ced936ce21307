import { localRecordingStorage } from './adapters/recording-storage';
import type { AppDeps } from './http/types';
import { queuedMessageSender } from './jobs/deliver-message';

/**
 * The one place the shared services are built (the composition root's half that main.ts and the tests'
 * app share): messages go through the job queue, recordings to their folder. The app and the workers are
 * handed the same objects; nothing below builds its own.
 */
export function buildDependencies(base: Omit<AppDeps, 'messages' | 'recordings'>): AppDeps {
  return {
    ...base,
    messages: queuedMessageSender(base.queue, base.config.publicUrl),
    recordings: localRecordingStorage(base.config.recordingsDir),
  };
}
