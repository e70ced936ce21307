import { roleAtLeast, type Role } from '../roles';
import { requiredRole, type Permission } from './permissions';

/**
 * What an API key may be allowed to do: each scope opens the routes whose contract names it
 * (`access.keyScope`), and no other. A key acts with the weakest role that holds its scopes' permissions, so
 * that an answer shaped by role (amounts, who may see what) is the one a person with that role would get.
 */
export const API_KEY_SCOPES = {
  'leads:read': {
    permission: 'leads.read',
    label: 'Read leads and calls',
    detail: 'The list, one lead or call, the export, the inbox and recordings.',
  },
  'leads:write': {
    permission: 'leads.work',
    label: 'Work leads',
    detail: 'Set a lead’s status, add notes, mark it called back.',
  },
  'campaigns:read': {
    permission: 'campaigns.read',
    label: 'Read campaigns',
    detail: 'Campaigns, their listings and budgets.',
  },
  'reports:read': { permission: 'leads.read', label: 'Read reports', detail: 'The summary and its PDF report.' },
  'billing:read': {
    permission: 'billing.read',
    label: 'Read billing',
    detail: 'The billing account, ledger, invoices and payments.',
  },
} as const satisfies Record<string, { permission: Permission; label: string; detail: string }>;

export type ApiKeyScope = keyof typeof API_KEY_SCOPES;
export const API_KEY_SCOPE_NAMES = Object.keys(API_KEY_SCOPES) as [ApiKeyScope, ...ApiKeyScope[]];

/** The role a key with these scopes acts as: the weakest that holds every scope's permission. */
export function apiKeyRole(scopes: readonly ApiKeyScope[]): Role {
  return scopes
    .map((scope) => requiredRole(API_KEY_SCOPES[scope].permission))
    .reduce<Role>((strongest, needed) => (roleAtLeast(needed, strongest) ? needed : strongest), 'VIEWER');
}
