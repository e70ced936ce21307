import { describe, expect, it } from 'vitest';
import { PENDING_TEAM_REFRESH_MS, teamRefreshInterval, type AccountContacts } from './get-account-contacts';

const member = (status: AccountContacts[number]['status']) => ({ status }) as AccountContacts[number];

describe('teamRefreshInterval', () => {
  it('reads the team again while an invitation is pending, and not otherwise', () => {
    expect(teamRefreshInterval([member('ACTIVE'), member('INVITED')])).toBe(PENDING_TEAM_REFRESH_MS);
    expect(teamRefreshInterval([member('ACTIVE'), member('EXPIRED')])).toBe(false);
    expect(teamRefreshInterval(undefined)).toBe(false);
  });
});
