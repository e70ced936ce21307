import type { Permission } from '@portal/shared/api/permissions';

/**
 * The route table: every screen of the specification, written once. The router, the area guards, the
 * navigation, the tab titles and the lint rules derive from it; features take their hrefs from it. A new
 * screen is one entry here and its file (`screen` names it under src/): in its feature's routes/ folder, or in
 * app/routes/ when it composes several features (features never import each other).
 */
export interface RouteEntry {
  /** The react-router pattern, relative to the root ('' is /). */
  pattern: string;
  area: 'loggedOut' | 'signedIn';
  /** The screen's name in the browser tab. */
  title: string;
  /** The screen file under src/, without .tsx: 'features/campaigns/routes/campaigns-route', 'app/routes/campaign-route'. */
  screen: string;
  /** Signed-in screens a customer may open without a selected account (specification section 4). */
  withoutAccount?: true;
  /** A place in the top navigation and footer: its label, and the first path segments it stands for. */
  nav?: { label: string; sections: readonly string[] };
  /**
   * A logged-out screen that a signed-in browser may open too, instead of being sent to the Summary: an
   * email's link must do what it says whichever browser opens it.
   */
  anySession?: true;
  /** The action the screen is for (packages/shared permissions): without it, the screen says which role it needs. */
  permission?: Permission;
  /**
   * Drawn with Mantine's first-paint styles alone (app/first-paint-styles.ts): the screen uses no other
   * Mantine component, so its first load waits for no other styles. Every other screen loads them all.
   */
  firstPaintStylesOnly?: true;
}

const segment = (value: string) => encodeURIComponent(value);

/**
 * The URL keys of the activity table's invoice-line filter: an invoice's line writes them (billing), the
 * table reads them (leads). Features do not import each other, so the keys live with the hrefs.
 */
export const INVOICE_LINE_KEYS = { invoiceId: 'invoice', invoiceLineId: 'invoiceLine' } as const;

/** The leads and calls behind one invoice line, and the days of its invoice for the summary above them. */
export interface InvoiceLineActivity {
  invoiceId: string;
  invoiceLineId: string;
  from: string;
  to: string;
}

const route = <Href extends (...args: never[]) => string>(entry: RouteEntry & { href: Href }) => entry;

export const paths = {
  // Logged-out area
  paymentBridge: route({
    pattern: 'payment-bridge',
    area: 'loggedOut',
    title: 'Payment link',
    screen: 'features/billing/routes/payment-bridge-route',
    // An email's payment link pays whichever browser opens it, signed in or not.
    anySession: true,
    href: () => '/payment-bridge',
  }),
  unsubscribe: route({
    pattern: 'unsubscribe',
    area: 'loggedOut',
    title: 'Unsubscribe',
    screen: 'features/notifications/routes/unsubscribe-route',
    anySession: true,
    href: (token?: string) => (token ? `/unsubscribe?${new URLSearchParams({ token })}` : '/unsubscribe'),
  }),
  createNewPassword: route({
    pattern: 'create-new-password',
    area: 'loggedOut',
    title: 'Create new password',
    screen: 'features/auth/routes/create-new-password-route',
    href: (userName?: string) =>
      userName ? `/create-new-password?${new URLSearchParams({ userName })}` : '/create-new-password',
  }),
  newPassword: route({
    pattern: 'new-password',
    area: 'loggedOut',
    title: 'Create Password and Login',
    screen: 'features/auth/routes/new-password-route',
    href: () => '/new-password',
  }),
  confirm: route({
    pattern: 'confirm',
    area: 'loggedOut',
    title: 'Confirm your registration',
    screen: 'features/auth/routes/confirm-route',
    href: (username?: string) => (username ? `/confirm?${new URLSearchParams({ username })}` : '/confirm'),
  }),
  login: route({
    pattern: 'login',
    area: 'loggedOut',
    title: 'Welcome',
    screen: 'features/auth/routes/login-route',
    firstPaintStylesOnly: true,
    href: () => '/login',
  }),
  twoStep: route({
    pattern: 'two-step',
    area: 'loggedOut',
    title: 'Two-step sign-in',
    screen: 'features/auth/routes/two-step-route',
    href: () => '/two-step',
  }),
  twoStepSetUp: route({
    pattern: 'two-step/set-up',
    area: 'loggedOut',
    title: 'Set up two-step sign-in',
    screen: 'features/auth/routes/two-step-set-up-route',
    href: () => '/two-step/set-up',
  }),
  otp: route({
    pattern: 'otp',
    area: 'loggedOut',
    title: 'Login with a passcode',
    screen: 'features/auth/routes/otp-route',
    href: () => '/otp',
  }),
  forgotPassword: route({
    pattern: 'forgot-password',
    area: 'loggedOut',
    title: 'Forgot Password',
    screen: 'features/auth/routes/forgot-password-route',
    href: () => '/forgot-password',
  }),
  employeeLogin: route({
    pattern: 'employee-login',
    area: 'loggedOut',
    title: 'Employee login',
    screen: 'features/auth/routes/employee-login-route',
    href: () => '/employee-login',
  }),

  // Signed-in area
  summary: route({
    pattern: '',
    area: 'signedIn',
    title: 'Summary',
    screen: 'app/routes/summary-route',
    nav: { label: 'Summary', sections: [''] },
    href: (invoiceLine?: InvoiceLineActivity) =>
      invoiceLine
        ? `/?${new URLSearchParams({
            from: invoiceLine.from,
            to: invoiceLine.to,
            [INVOICE_LINE_KEYS.invoiceId]: invoiceLine.invoiceId,
            [INVOICE_LINE_KEYS.invoiceLineId]: invoiceLine.invoiceLineId,
          })}`
        : '/',
  }),
  campaigns: route({
    pattern: 'campaigns',
    area: 'signedIn',
    title: 'Campaigns',
    screen: 'features/campaigns/routes/campaigns-route',
    nav: { label: 'Campaigns', sections: ['campaigns', 'listings', 'budgets'] },
    href: () => '/campaigns',
  }),
  campaign: route({
    pattern: 'campaigns/:campaignId',
    area: 'signedIn',
    title: 'Campaign',
    screen: 'app/routes/campaign-route',
    href: (campaignId: string) => `/campaigns/${segment(campaignId)}`,
  }),
  // Under campaigns in the URL, but drawn by the listings feature: features do not import each other.
  campaignListings: route({
    pattern: 'campaigns/:campaignId/listings',
    area: 'signedIn',
    title: 'Campaign listings',
    screen: 'app/routes/campaign-listings-route',
    href: (campaignId: string) => `/campaigns/${segment(campaignId)}/listings`,
  }),
  campaignListing: route({
    pattern: 'campaigns/:campaignId/listings/:listingId',
    area: 'signedIn',
    title: 'Campaign listing',
    screen: 'app/routes/listing-route',
    href: (campaignId: string, listingId: string) => `/campaigns/${segment(campaignId)}/listings/${segment(listingId)}`,
  }),
  listing: route({
    pattern: 'listings/:listingId',
    area: 'signedIn',
    title: 'Listing',
    screen: 'app/routes/listing-route',
    href: (listingId: string) => `/listings/${segment(listingId)}`,
  }),
  budget: route({
    pattern: 'budgets/:budgetId',
    area: 'signedIn',
    title: 'Budget',
    screen: 'features/budgets/routes/budget-route',
    href: (budgetId: string) => `/budgets/${segment(budgetId)}`,
  }),
  account: route({
    pattern: 'account',
    area: 'signedIn',
    title: 'Account',
    screen: 'app/routes/account-route',
    href: () => '/account',
  }),
  lead: route({
    pattern: 'lead/:supplyEventId',
    area: 'signedIn',
    title: 'Lead',
    screen: 'features/leads/routes/lead-route',
    withoutAccount: true,
    href: (supplyEventId: string) => `/lead/${segment(supplyEventId)}`,
  }),
  call: route({
    pattern: 'call/:supplyEventId',
    area: 'signedIn',
    title: 'Call',
    screen: 'features/leads/routes/call-route',
    withoutAccount: true,
    href: (supplyEventId: string) => `/call/${segment(supplyEventId)}`,
  }),
  notifications: route({
    pattern: 'notifications',
    area: 'signedIn',
    title: 'Notifications',
    screen: 'features/notifications/routes/notifications-route',
    href: () => '/notifications',
  }),
  profile: route({
    pattern: 'profile',
    area: 'signedIn',
    title: 'Profile',
    screen: 'app/routes/profile-route',
    href: () => '/profile',
  }),
  billing: route({
    pattern: 'billing',
    area: 'signedIn',
    title: 'Billing',
    screen: 'features/billing/routes/billing-route',
    nav: { label: 'Billing', sections: ['billing', 'add-payment-method'] },
    permission: 'billing.read',
    href: () => '/billing',
  }),
  addPaymentMethod: route({
    pattern: 'add-payment-method',
    area: 'signedIn',
    title: 'Add payment method',
    screen: 'features/billing/routes/add-payment-method-route',
    // Adding a method changes billing: the screen asks for the right to, not only to read it.
    permission: 'billing.manage',
    href: () => '/add-payment-method',
  }),
  accountSelect: route({
    pattern: 'account-select',
    area: 'signedIn',
    title: 'Choose an account',
    screen: 'features/accounts/routes/account-select-route',
    withoutAccount: true,
    href: () => '/account-select',
  }),
  changePassword: route({
    pattern: 'change-password',
    area: 'signedIn',
    title: 'Change password',
    screen: 'features/profile/routes/change-password-route',
    href: () => '/change-password',
  }),
  staffHome: route({
    pattern: 'admin',
    area: 'signedIn',
    title: 'Accounts',
    screen: 'features/accounts/routes/staff-home-route',
    withoutAccount: true,
    // A tile's link opens the table narrowed to its accounts.
    href: (flag?: 'paymentFailing' | 'stoppedByFunds') => (flag ? `/admin?flags=${flag}` : '/admin'),
  }),
  newAdvertiser: route({
    pattern: 'admin/new',
    area: 'signedIn',
    title: 'New advertiser',
    screen: 'features/accounts/routes/new-advertiser-route',
    withoutAccount: true,
    href: () => '/admin/new',
  }),
  disputeQueue: route({
    pattern: 'admin/disputes',
    area: 'signedIn',
    title: 'Disputes',
    screen: 'features/leads/routes/dispute-queue-route',
    withoutAccount: true,
    href: () => '/admin/disputes',
  }),
  people: route({
    pattern: 'admin/people',
    area: 'signedIn',
    title: 'People',
    screen: 'features/people/routes/people-route',
    withoutAccount: true,
    href: () => '/admin/people',
  }),
  admin: route({
    pattern: 'admin/:accountId',
    area: 'signedIn',
    title: 'Account administration',
    screen: 'features/accounts/routes/admin-account-route',
    withoutAccount: true,
    href: (accountId: string) => `/admin/${segment(accountId)}`,
  }),
  contactUs: route({
    pattern: 'contact-us',
    area: 'signedIn',
    title: 'Contact Us',
    screen: 'features/support/routes/contact-us-route',
    // A person whose sign-in is linked to no business must still be able to ask for it (account-select-route.tsx).
    withoutAccount: true,
    href: () => '/contact-us',
  }),
} as const;

export const ROUTE_TABLE: readonly RouteEntry[] = Object.values(paths);

/** First path segments of an area: a path inside an area but matching none of its routes is redirected. */
export const areaSegments = (area: RouteEntry['area']) => [
  ...new Set(
    ROUTE_TABLE.filter((entry) => entry.area === area && entry.pattern).map((entry) => entry.pattern.split('/')[0]!),
  ),
];
