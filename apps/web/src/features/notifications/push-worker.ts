/**
 * The service worker that shows pushes (public/push-worker.js), registered when push is turned on. Its own file, so
 * the session's sign-out can look for it without loading the push code (app/session-provider.tsx).
 */
export const PUSH_WORKER = '/push-worker.js';
