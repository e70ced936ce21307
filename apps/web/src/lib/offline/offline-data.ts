/**
 * The service worker keeps the API's last answers here (service-worker/service-worker.ts), to show when the
 * network cannot be reached. Named in one place: signing out deletes it, so a shared phone shows the next person
 * nothing of the last one's.
 */
export const OFFLINE_DATA_CACHE = 'portal-data';

/** What the API answers the service worker keeps: JSON reads, not the live stream or recordings. */
export function keepsOfflineCopy(url: URL, request: Request): boolean {
  return (
    request.method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !request.headers.get('accept')?.includes('text/event-stream') &&
    !url.pathname.includes('/recording')
  );
}
