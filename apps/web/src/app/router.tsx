import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { LOGGED_OUT_SEGMENTS, SIGNED_IN_SEGMENTS, paths } from '../config/paths';
import { SignedOutLayout } from './layouts/signed-out-layout';
import { ErrorScreen } from './routes/error-screen';
import { NotFoundScreen } from './routes/not-found-screen';
import { TitledOutlet, type RouteHandle } from './titled-outlet';

/** Each screen is its own chunk, loaded when first visited; its title names the browser tab (TitledOutlet). */
const screen = (path: string, title: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: load,
});

/**
 * Inside an area, a path that matches none of its screens redirects (logged-out area to /login, signed-in
 * area to /account); a path outside both areas shows the 404 text (specification section 2).
 */
const catchAll = (segments: readonly string[], to: string): RouteObject[] =>
  segments.map((segment) => ({ path: `${segment}/*`, element: <Navigate to={to} replace /> }));

export const routes: RouteObject[] = [
  {
    Component: TitledOutlet,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      {
        element: <SignedOutLayout />,
        children: [
          screen(paths.paymentBridge.pattern, 'Payment Link', () => import('../features/billing/routes/payment-bridge-route')),
          screen(paths.createNewPassword.pattern, 'Create New Password', () => import('../features/auth/routes/create-new-password-route')),
          screen(paths.newPassword.pattern, 'Create Password and Login', () => import('../features/auth/routes/new-password-route')),
          screen(paths.confirm.pattern, 'Confirm Your Registration', () => import('../features/auth/routes/confirm-route')),
          screen(paths.login.pattern, 'Welcome', () => import('../features/auth/routes/login-route')),
          screen(paths.otp.pattern, 'Login with a Passcode', () => import('../features/auth/routes/otp-route')),
          screen(paths.forgotPassword.pattern, 'Forgot Password', () => import('../features/auth/routes/forgot-password-route')),
          screen(paths.employeeLogin.pattern, 'Employee Login', () => import('../features/auth/routes/employee-login-route')),
          ...catchAll(LOGGED_OUT_SEGMENTS, paths.login.href()),
        ],
      },
      {
        // Lazy too: the signed-out screens never pay for the shell's menus and popovers.
        lazy: () => import('./layouts/signed-in-layout'),
        children: [
          { index: true, handle: { title: 'Summary' } satisfies RouteHandle, lazy: () => import('../features/summary/routes/summary-route') },
          screen(paths.campaigns.pattern, 'Campaigns', () => import('../features/campaigns/routes/campaigns-route')),
          screen(paths.campaign.pattern, 'Campaign', () => import('../features/campaigns/routes/campaign-route')),
          screen(paths.campaignListings.pattern, 'Campaign Listings', () => import('../features/campaigns/routes/campaign-listings-route')),
          screen(paths.campaignListing.pattern, 'Campaign Listing', () => import('../features/listings/routes/listing-route')),
          screen(paths.listing.pattern, 'Listing', () => import('../features/listings/routes/listing-route')),
          screen(paths.budget.pattern, 'Budget', () => import('../features/budgets/routes/budget-route')),
          screen(paths.account.pattern, 'Account', () => import('../features/accounts/routes/account-route')),
          screen(paths.lead.pattern, 'Lead', () => import('../features/leads/routes/lead-route')),
          screen(paths.call.pattern, 'Call', () => import('../features/leads/routes/call-route')),
          screen(paths.profile.pattern, 'Profile', () => import('../features/profile/routes/profile-route')),
          screen(paths.billing.pattern, 'Billing', () => import('../features/billing/routes/billing-route')),
          screen(paths.addPaymentMethod.pattern, 'Add Payment Method', () => import('../features/billing/routes/add-payment-method-route')),
          screen(paths.accountSelect.pattern, 'Choose an Account', () => import('../features/accounts/routes/account-select-route')),
          screen(paths.changePassword.pattern, 'Change Password', () => import('../features/profile/routes/change-password-route')),
          screen(paths.admin.pattern, 'Account Administration', () => import('../features/accounts/routes/admin-account-route')),
          screen(paths.contactUs.pattern, 'Contact Us', () => import('../features/support/routes/contact-us-route')),
          ...catchAll(SIGNED_IN_SEGMENTS, paths.account.href()),
        ],
      },
      { path: '*', handle: { title: 'Page Not Found' } satisfies RouteHandle, element: <NotFoundScreen /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
