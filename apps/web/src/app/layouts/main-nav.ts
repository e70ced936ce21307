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
 * Staff also get their home (every account as a table, the queues' sizes, a new advertiser; an account's
 * administration screen counts as part of it), the queue of every account's disputes, and every sign-in (People).
 */
export function staffNavItems(): NavItem[] {
  const ownScreens: string[] = [paths.disputeQueue.href(), paths.people.href()];
  return [
    {
      label: 'Accounts',
      href: paths.staffHome.href(),
      matches: (pathname) =>
        pathname === paths.staffHome.href() || (pathname.startsWith('/admin/') && !ownScreens.includes(pathname)),
    },
    {
      label: 'Disputes',
      href: paths.disputeQueue.href(),
      matches: (pathname) => pathname === paths.disputeQueue.href(),
    },
    {
      label: 'People',
      href: paths.people.href(),
      matches: (pathname) => pathname === paths.people.href(),
    },
  ];
}
