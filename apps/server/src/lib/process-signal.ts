import { EventEmitter } from 'node:events';

/**
 * A nudge inside one process: something just happened here, so whoever waits for it acts now instead of at
 * its next look. It never crosses processes; those find the change by looking.
 */
export function processSignal() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (): void => {
      emitter.emit('signal');
    },
    /** Calls `listener` on each nudge; answers the function that stops it. */
    on(listener: () => void): () => void {
      emitter.on('signal', listener);
      return () => emitter.off('signal', listener);
    },
  };
}
