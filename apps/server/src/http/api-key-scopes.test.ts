import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Contract } from '@portal/shared/api/contract';
import { API_KEY_SCOPES, API_KEY_SCOPE_NAMES, apiKeyRole } from '@portal/shared/api/api-key-scopes';
import { requiredRole } from '@portal/shared/api/permissions';
import { roleAtLeast } from '@portal/shared/roles';

/** Every contract in contracts/, read from its file. */
async function allContracts(): Promise<Contract[]> {
  const folder = path.join(import.meta.dirname, '../../../../packages/shared/src/contracts');
  const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  const modules = await Promise.all(files.map((file) => import(path.join(folder, file)) as Promise<object>));
  return modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is Contract => typeof value === 'object' && value !== null && 'access' in value,
    ),
  );
}

describe('API key scopes', () => {
  it('act as the weakest role that holds every scope', () => {
    expect(apiKeyRole(['leads:read'])).toBe('VIEWER');
    expect(apiKeyRole(['leads:read', 'campaigns:read', 'reports:read'])).toBe('VIEWER');
    expect(apiKeyRole(['leads:read', 'billing:read'])).toBe('BILLING');
    expect(apiKeyRole(['leads:write'])).toBe('BILLING');
  });

  it('open only routes that their own role may call, and each scope opens some route', async () => {
    const opened = new Set<string>();
    const contracts = await allContracts();
    expect(contracts.length).toBeGreaterThan(100);
    for (const contract of contracts) {
      const access = contract.access;
      if (access.kind !== 'account' || !access.keyScope) continue;
      opened.add(access.keyScope);
      // A key never does more than a person with the role it acts as.
      expect(roleAtLeast(apiKeyRole([access.keyScope]), requiredRole(access.permission)), contract.path).toBe(true);
      // Money moves and team changes stay with people.
      expect(contract.method === 'GET' || access.keyScope === 'leads:write', contract.path).toBe(true);
    }
    expect([...opened].sort()).toEqual([...API_KEY_SCOPE_NAMES].sort());
    expect(Object.keys(API_KEY_SCOPES)).toEqual(API_KEY_SCOPE_NAMES);
  });
});
