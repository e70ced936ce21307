import type { App, AppDeps } from '../../http/types';
import type { RecordingStorage } from '../../adapters/recording-storage';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/secrets';
import { liveRecording, linkByHash } from './recording-repository';
import { MEDIA_PATH } from './recording-service';

/** The byte range a Range header asks for, within a file of `size` bytes; null when it asks for none it can have. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from, to] = match;
  if (from === '') {
    const suffix = Number(to);
    return suffix > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start < size && start <= end ? { start, end } : null;
}

/**
 * The audio behind a signed link: the link's token is the only key (no sign-in, so a player element can
 * fetch it), it expires in minutes, and Range requests get 206 so the player can seek.
 */
export function registerMediaRoute(app: App, { database, clock }: AppDeps, storage: RecordingStorage): void {
  app.get<{ Params: { token: string } }>(
    `${MEDIA_PATH}/:token`,
    { config: { access: { kind: 'public' } }, schema: { hide: true } },
    async (request, reply) => {
      const gone = () => new AppError('NOT_FOUND', 'This recording link has expired or does not exist.');
      if (!/^[\w-]{20,100}$/.test(request.params.token)) throw gone();
      const link = await linkByHash(database.db, sha256(request.params.token), clock.now());
      const recording = link && (await liveRecording(database.db, link.supplyEventId));
      if (!link || !recording || recording.accountId !== link.accountId) throw gone();
      const size = recording.sizeBytes;
      reply.header('accept-ranges', 'bytes').header('content-type', recording.contentType);
      const rangeHeader = request.headers.range;
      if (!rangeHeader) return reply.header('content-length', size).send(storage.read(recording.storageKey));
      const range = parseRange(rangeHeader, size);
      if (!range) return reply.code(416).header('content-range', `bytes */${size}`).send();
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(storage.read(recording.storageKey, range));
    },
  );
}
