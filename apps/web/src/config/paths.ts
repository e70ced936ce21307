/** Every route of the specification, with its pattern and a typed href builder: the one place paths live. */
const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  // Logged-out area
  paymentBridge: { pattern: 'payment-bridge', href: () => '/payment-bridge' },
  createNewPassword: {
    pattern: 'create-new-password',
    href: (userName?: string) =>
      userName ? `/create-new-password?${new URLSearchParams({ userName })}` : '/create-new-password',
  },
  newPassword: { pattern: 'new-password', href: () => '/new-password' },
  confirm: {
    pattern: 'confirm',
    href: (username?: string) => (username ? `/confirm?${new URLSearchParams({ username })}` : '/confirm'),
  },
  login: { pattern: 'login', href: () => '/login' },
  otp: { pattern: 'otp', href: () => '/otp' },
  forgotPassword: { pattern: 'forgot-password', href: () => '/forgot-password' },
  employeeLogin: { pattern: 'employee-login', href: () => '/employee-login' },

  // Signed-in area
  summary: { pattern: '', href: () => '/' },
  campaigns: { pattern: 'campaigns', href: () => '/campaigns' },
  campaign: { pattern: 'campaigns/:campaignId', href: (campaignId: string) => `/campaigns/${segment(campaignId)}` },
  campaignListings: {
    pattern: 'campaigns/:campaignId/listings',
    href: (campaignId: string) => `/campaigns/${segment(campaignId)}/listings`,
  },
  campaignListing: {
    pattern: 'campaigns/:campaignId/listings/:listingId',
    href: (campaignId: string, listingId: string) =>
      `/campaigns/${segment(campaignId)}/listings/${segment(listingId)}`,
  },
  listing: { pattern: 'listings/:listingId', href: (listingId: string) => `/listings/${segment(listingId)}` },
  budget: { pattern: 'budgets/:budgetId', href: (budgetId: string) => `/budgets/${segment(budgetId)}` },
  account: { pattern: 'account', href: () => '/account' },
  lead: { pattern: 'lead/:supplyEventId', href: (supplyEventId: string) => `/lead/${segment(supplyEventId)}` },
  call: { pattern: 'call/:supplyEventId', href: (supplyEventId: string) => `/call/${segment(supplyEventId)}` },
  profile: { pattern: 'profile', href: () => '/profile' },
  billing: { pattern: 'billing', href: () => '/billing' },
  addPaymentMethod: { pattern: 'add-payment-method', href: () => '/add-payment-method' },
  accountSelect: { pattern: 'account-select', href: () => '/account-select' },
  changePassword: { pattern: 'change-password', href: () => '/change-password' },
  admin: { pattern: 'admin/:accountId', href: (accountId: string) => `/admin/${segment(accountId)}` },
  contactUs: { pattern: 'contact-us', href: () => '/contact-us' },
} as const;

/** First path segments of each area: a path inside an area but matching none of its routes is redirected. */
export const LOGGED_OUT_SEGMENTS = [
  'payment-bridge',
  'create-new-password',
  'new-password',
  'confirm',
  'login',
  'otp',
  'forgot-password',
  'employee-login',
] as const;

export const SIGNED_IN_SEGMENTS = [
  'campaigns',
  'listings',
  'budgets',
  'account',
  'lead',
  'call',
  'profile',
  'billing',
  'add-payment-method',
  'account-select',
  'change-password',
  'admin',
  'contact-us',
] as const;
