import { deferredPart } from '../../lib/deferred-part';
import type { SessionUser } from '../../lib/session/session-context';
import { UserMenuButton } from './user-menu-button';

const useUserMenuList = deferredPart(() => import('./user-menu-list').then((module) => module.UserMenuList));

/**
 * Account, Profile, Switch Account (non-admins only), Contact Us, Sign Out (specification section 2). The
 * menu's code loads after the first paint (lib/deferred-part.ts); its button is there from the start.
 */
export function UserMenu({ user, onSignOut }: { user: SessionUser; onSignOut: () => Promise<void> }) {
  const { Part, takeOver, standIn } = useUserMenuList();
  if (!Part) return <UserMenuButton user={user} aria-expanded={false} {...standIn} />;
  return <Part user={user} onSignOut={onSignOut} takeOver={takeOver} />;
}
