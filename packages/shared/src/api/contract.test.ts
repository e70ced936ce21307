import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contractPath, defineContract } from './contract';
import { allows, requiredRole } from './permissions';

describe('contractPath', () => {
  const contract = defineContract({
    method: 'GET',
    path: 'ad-portal/advprtl/accounts/:accountId/things/:thingId',
    response: z.object({}),
    access: { kind: 'account', permission: 'account.read' },
    summary: 'A thing',
    tags: ['test'],
  });

  it('fills in and encodes every parameter', () => {
    expect(contractPath(contract, { accountId: 'a b', thingId: '1/2' })).toBe(
      'ad-portal/advprtl/accounts/a%20b/things/1%2F2',
    );
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => contractPath(contract, { accountId: 'a' })).toThrow(/needs the thingId parameter/);
  });
});

describe('permissions', () => {
  it('a role at or above the required one, or staff, is allowed', () => {
    expect(requiredRole('audit.read')).toBe('OWNER');
    expect(allows({ isAdmin: false, role: 'OWNER' }, 'audit.read')).toBe(true);
    expect(allows({ isAdmin: false, role: 'ADMIN' }, 'audit.read')).toBe(false);
    expect(allows({ isAdmin: true, role: null }, 'audit.read')).toBe(true);
    expect(allows({ isAdmin: false, role: null }, 'account.read')).toBe(false);
  });
});
