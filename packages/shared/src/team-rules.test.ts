import { describe, expect, it } from 'vitest';
import type { Role } from './roles';
import { TEAM_MESSAGES, teamChangeRefusal } from './team-rules';

const person = (role: Role | null, isStaff = false) => ({ isStaff, email: 'me@example.test', role });
const other = (role: Role) => ({ email: 'them@example.test', role });

describe('teamChangeRefusal', () => {
  it('lets an OWNER do anything to others, and staff anything at all', () => {
    for (const role of ['OWNER', 'ADMIN', 'BILLING', 'VIEWER'] as const) {
      expect(teamChangeRefusal(person('OWNER'), other(role), 'OWNER')).toBeNull();
      expect(teamChangeRefusal(person('OWNER'), other(role), null)).toBeNull();
      expect(teamChangeRefusal(person(null, true), { email: 'me@example.test', role }, null)).toBeNull();
    }
    expect(teamChangeRefusal(person('OWNER'), null, 'OWNER')).toBeNull();
  });

  it('lets an ADMIN grant and change roles up to ADMIN, never touching an OWNER', () => {
    expect(teamChangeRefusal(person('ADMIN'), other('VIEWER'), 'ADMIN')).toBeNull();
    expect(teamChangeRefusal(person('ADMIN'), other('ADMIN'), null)).toBeNull();
    expect(teamChangeRefusal(person('ADMIN'), null, 'BILLING')).toBeNull();
    expect(teamChangeRefusal(person('ADMIN'), other('VIEWER'), 'OWNER')).toBe(TEAM_MESSAGES.onlyOwnerGrantsOwner);
    expect(teamChangeRefusal(person('ADMIN'), null, 'OWNER')).toBe(TEAM_MESSAGES.onlyOwnerGrantsOwner);
    expect(teamChangeRefusal(person('ADMIN'), other('OWNER'), 'ADMIN')).toBe(TEAM_MESSAGES.onlyOwnerChangesOwner);
    expect(teamChangeRefusal(person('ADMIN'), other('OWNER'), null)).toBe(TEAM_MESSAGES.onlyOwnerChangesOwner);
  });

  it('refuses anyone their own role or their own removal, whatever the case of the email', () => {
    const me = { email: 'ME@example.test', role: 'OWNER' as const };
    expect(teamChangeRefusal(person('OWNER'), me, 'ADMIN')).toBe(TEAM_MESSAGES.ownRole);
    expect(teamChangeRefusal(person('OWNER'), me, null)).toBe(TEAM_MESSAGES.removeSelf);
  });

  it('refuses BILLING, VIEWER and people not on the account, naming their role', () => {
    expect(teamChangeRefusal(person('BILLING'), other('VIEWER'), 'VIEWER')).toBe(TEAM_MESSAGES.needsAdmin('BILLING'));
    expect(teamChangeRefusal(person('VIEWER'), null, 'VIEWER')).toBe(TEAM_MESSAGES.needsAdmin('VIEWER'));
    expect(teamChangeRefusal(person(null), other('VIEWER'), null)).toContain('you are not on it');
  });
});
