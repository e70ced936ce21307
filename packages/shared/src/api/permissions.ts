import { hasPermission, type Role } from '../roles';

/**
 * Every action a role unlocks, with the weakest role that may take it: the one table both the server's
 * access guard and the web's controls read (provider staff may do everything).
 */
export const PERMISSIONS = {
  'account.read': 'VIEWER',
  'account.edit': 'ADMIN',
  'contacts.read': 'VIEWER',
  // Who is on the team and with which role; who may grant OWNER is narrower (the team rules, server side).
  'contacts.manage': 'ADMIN',
  'audit.read': 'OWNER',
  // Whether the account requires two-step sign-in of its members: the owner's decision.
  'security.manage': 'OWNER',
  'billing.read': 'BILLING',
  'billing.manage': 'BILLING',
  'campaigns.read': 'VIEWER',
  'campaigns.edit': 'ADMIN',
  'listings.read': 'VIEWER',
  'listings.edit': 'ADMIN',
  'budgets.read': 'VIEWER',
  'budgets.edit': 'ADMIN',
  'leads.read': 'VIEWER',
  // Working leads (status, notes, disputes) is for those who pay for them.
  'leads.work': 'BILLING',
  'recordings.manage': 'ADMIN',
  // Endpoints receive every event of the account, money included, so only those who run it set them up.
  'webhooks.manage': 'ADMIN',
  // A key reads (and, with leads:write, works) the account's leads from another system: those who run it decide.
  'apiKeys.manage': 'ADMIN',
  // Which numbers the account never pays for (spam, a wrong number that keeps calling).
  'blockedNumbers.manage': 'ADMIN',
  // What the account's words tag, set and flag on every lead and call that comes in.
  'keywordRules.manage': 'ADMIN',
} as const satisfies Record<string, Role>;

export type Permission = keyof typeof PERMISSIONS;

/** The weakest role that holds a permission. */
export const requiredRole = (permission: Permission): Role => PERMISSIONS[permission];

/** Whether someone with this role (or provider staff) may take an action. */
export function allows(actor: { isAdmin: boolean; role: Role | null }, permission: Permission): boolean {
  return hasPermission(actor, requiredRole(permission));
}
