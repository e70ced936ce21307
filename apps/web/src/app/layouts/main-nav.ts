import { paths } from '../../config/paths';

/** Top navigation and footer links (specification section 1). */
export const MAIN_NAV = [
  { label: 'Summary', href: paths.summary.href(), matches: (pathname: string) => pathname === '/' },
  { label: 'Campaigns', href: paths.campaigns.href(), matches: (pathname: string) => /^\/(campaigns|listings|budgets)(\/|$)/.test(pathname) },
  { label: 'Billing', href: paths.billing.href(), matches: (pathname: string) => /^\/(billing|add-payment-method)(\/|$)/.test(pathname) },
] as const;
