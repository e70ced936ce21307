import { OFFLINE_DATA_CACHE } from './offline-data';

// `npm run dev` serves the worker as a module at its own address (vite-plugin-pwa's development mode).
const SCRIPT = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/service-worker.js';

/** Registers the portal's service worker (service-worker/service-worker.ts): offline use and push alerts. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SCRIPT, { type: import.meta.env.DEV ? 'module' : 'classic' });
}

/**
 * Whether a failure is the network's, not the portal's: the browser says it is offline, or the identity library
 * could not reach the user pool (Amplify's NetworkError).
 */
export function isOffline(error?: unknown): boolean {
  return !navigator.onLine || (error instanceof Error && error.name === 'NetworkError');
}

/** Deletes the API answers kept for offline use: no data outlives its user's session on this browser. */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_DATA_CACHE).catch(() => false);
}
