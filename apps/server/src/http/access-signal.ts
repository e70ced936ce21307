import { processSignal } from '../lib/process-signal';

/**
 * A sign-in just ended or a user was disabled in this process, so whatever holds access open (the live
 * streams) checks it now instead of at its next look. Other processes find it at their next look (within
 * half a second); this only makes the process that made the change act at once.
 */
const signal = processSignal();

export const signalAccessChange = signal.emit;
export const onAccessChange = signal.on;
