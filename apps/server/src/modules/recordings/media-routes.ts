import type { App, AppDeps } from '../../http/types';
import type { RecordingStorage } from '../../adapters/recording-storage';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/secrets';
import { liveRecording, linkByHash } from './recording-repository';
import { MEDIA_PATH } from './recording-service';

export type RangeAnswer =
  /** Send the whole file (200): no Range, or one to ignore (another unit, several ranges, not readable). */
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  /** A byte range that lies past the end of the file: 416. */
  | { kind: 'unsatisfiable' };

/**
 * What to answer a Range header with, for a file of `size` bytes (RFC 9110, 14.2): one byte range is
 * served as a part; a range unit other than bytes, several ranges (this server sends no multipart answers)
 * or a header it cannot read are ignored and the whole file is sent; only a byte range wholly past the end
 * is refused.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [, from, to] = match;
  if (from === '') {
    const suffix = Number(to);
    return suffix > 0 && size > 0 ? { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 } : UNSATISFIABLE;
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return { kind: 'whole' };
  return start < size ? { kind: 'part', start, end } : UNSATISFIABLE;
}

const UNSATISFIABLE: RangeAnswer = { kind: 'unsatisfiable' };

/** A downloaded recording's file extension, by the type it was stored as. */
const AUDIO_EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
};

/**
 * The audio behind a signed link: the link's token is the only key (no sign-in, so a player element can
 * fetch it), it expires in minutes, and Range requests get 206 so the player can seek.
 */
export function registerMediaRoutes(app: App, { database, clock }: AppDeps, storage: RecordingStorage): void {
  app.get<{ Params: { token: string }; Querystring: { download?: string } }>(
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
      // The call page's Download: the same link, saved as a file in the format it was stored in.
      if (request.query.download !== undefined)
        reply.header(
          'content-disposition',
          `attachment; filename="call-recording-${link.supplyEventId}.${AUDIO_EXTENSIONS[recording.contentType] ?? 'audio'}"`,
        );
      const range = parseRange(request.headers.range, size);
      if (range.kind === 'whole') return reply.header('content-length', size).send(storage.read(recording.storageKey));
      if (range.kind === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(storage.read(recording.storageKey, range));
    },
  );
}
