/** Account roles, strongest first (specification section 6). */
export const ROLES = ['OWNER', 'ADMIN', 'BILLING', 'VIEWER'] as const;

export type Role = (typeof ROLES)[number];

/** True when `role` is `required` or stronger. */
export function roleAtLeast(role: Role, required: Role): boolean {
  return ROLES.indexOf(role) <= ROLES.indexOf(required);
}

/** A user holds a permission if admin, or if their role is at or above the required role. */
export function hasPermission(user: { isAdmin: boolean; role: Role | null }, required: Role): boolean {
  if (user.isAdmin) return true;
  return user.role !== null && roleAtLeast(user.role, required);
}
