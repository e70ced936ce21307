import { processSignal } from '../lib/process-signal';

/**
 * Something was just committed to the outbox (or dispatched) in this process, so the dispatcher and the
 * live stream's hub look now instead of at their next tick. Across processes they still find it by polling;
 * this only shortens the wait when web and worker share a process.
 */
const signal = processSignal();

export const signalOutbox = signal.emit;
export const onOutbox = signal.on;
