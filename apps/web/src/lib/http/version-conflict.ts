import { HttpError } from './http-error';

/** True for a save refused because the resource changed since it was read (a stale `version`: 409). */
export const isVersionConflict = (error: unknown) => error instanceof HttpError && error.status === 409;
