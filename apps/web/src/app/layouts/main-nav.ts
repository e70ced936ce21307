import { ROUTE_TABLE, paths } from '../../config/paths';

export interface NavItem {
  label: string;
  href: string;
  matches: (pathname: string) => boolean;
}

/** Top navigation and footer links (specification section 1): the route table's entries with a place in it. */
export const MAIN_NAV: readonly NavItem[] = ROUTE_TABLE.flatMap((entry) =>
  entry.nav
    ? [
        {
          label: entry.nav.label,
          href: `/${entry.pattern}`,
          // Active anywhere in its sections: Campaigns also for a listing or a budget.
          matches: (pathname: string) => entry.nav!.sections.includes(pathname.split('/')[1] ?? ''),
        },
      ]
    : [],
);

/**
 * Staff also get the account search, which otherwise only a typed /admin/... address reaches (the administration
 * screen of the open account, or /account, which offers staff the search when none is open), and the queue of
 * every account's disputes.
 */
export function staffNavItems(accountId: string | null): NavItem[] {
  return [
    {
      label: 'Accounts',
      href: accountId ? paths.admin.href(accountId) : paths.account.href(),
      matches: (pathname) =>
        (pathname.startsWith('/admin/') && pathname !== paths.disputeQueue.href()) ||
        (!accountId && pathname === paths.account.href()),
    },
    {
      label: 'Disputes',
      href: paths.disputeQueue.href(),
      matches: (pathname) => pathname === paths.disputeQueue.href(),
    },
  ];
}
