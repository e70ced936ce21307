import { describe, expect, it } from 'vitest';
import { keepsOfflineCopy } from './offline-data';

const asked = (path: string, init?: RequestInit) => {
  const request = new Request(`http://localhost${path}`, init);
  return keepsOfflineCopy(new URL(request.url), request);
};

describe('keepsOfflineCopy', () => {
  it('keeps the API’s reads', () => {
    expect(asked('/api/ad-portal/advprtl/accounts/1/inbox')).toBe(true);
    expect(asked('/api/notification-svc/notifications/accounts/1?page=1')).toBe(true);
  });

  it('keeps no write, no live stream, no recording and nothing but the API', () => {
    expect(asked('/api/ad-portal/advprtl/accounts/1/supply-events/2/called-back', { method: 'POST' })).toBe(false);
    expect(asked('/api/notification-svc/stream?ticket=x', { headers: { accept: 'text/event-stream' } })).toBe(false);
    expect(asked('/api/recordings-svc/accounts/1/recordings/2')).toBe(false);
    expect(asked('/assets/index-abc.js')).toBe(false);
    expect(asked('/campaigns')).toBe(false);
  });
});
