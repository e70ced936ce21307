import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  href: string;
  matches: (pathname: string) => boolean;
}

/** Top navigation and footer links (specification section 1). */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Summary', href: paths.summary.href(), matches: (pathname: string) => pathname === '/' },
  { label: 'Campaigns', href: paths.campaigns.href(), matches: (pathname: string) => /^\/(campaigns|listings|budgets)(\/|$)/.test(pathname) },
  { label: 'Billing', href: paths.billing.href(), matches: (pathname: string) => /^\/(billing|add-payment-method)(\/|$)/.test(pathname) },
];

/**
 * Staff also get the account search, which otherwise only a typed /admin/... address reaches: the
 * administration screen of the open account, or /account, which offers staff the search when none is open.
 */
export function staffNavItem(accountId: string | null): NavItem {
  return {
    label: 'Accounts',
    href: accountId ? paths.admin.href(accountId) : paths.account.href(),
    matches: (pathname) => pathname.startsWith('/admin/') || (!accountId && pathname === paths.account.href()),
  };
}
