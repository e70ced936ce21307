import { EventEmitter } from 'node:events';

/**
 * A nudge inside one process: something was just committed to the outbox (or dispatched), so the
 * dispatcher and the live stream's hub look now instead of at their next tick. Across processes they
 * still find it by polling; this only shortens the wait when web and worker share a process.
 */
const signal = new EventEmitter();
signal.setMaxListeners(0);

export const signalNews = (): void => {
  signal.emit('news');
};

/** Calls `listener` on each nudge; answers the function that stops it. */
export function onNews(listener: () => void): () => void {
  signal.on('news', listener);
  return () => signal.off('news', listener);
}
