import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { LOGGED_OUT_SEGMENTS, SIGNED_IN_SEGMENTS, paths } from '../config/paths';
import { SignedOutLayout } from './layouts/signed-out-layout';
import { ErrorScreen } from './routes/error-screen';
import { NotFoundScreen } from './routes/not-found-screen';

/** Each screen is its own chunk, loaded when first visited. */
const screen = (path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  path,
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
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      {
        element: <SignedOutLayout />,
        children: [
          screen(paths.paymentBridge.pattern, () => import('../features/billing/routes/payment-bridge-route')),
          screen(paths.createNewPassword.pattern, () => import('../features/auth/routes/create-new-password-route')),
          screen(paths.newPassword.pattern, () => import('../features/auth/routes/new-password-route')),
          screen(paths.confirm.pattern, () => import('../features/auth/routes/confirm-route')),
          screen(paths.login.pattern, () => import('../features/auth/routes/login-route')),
          screen(paths.otp.pattern, () => import('../features/auth/routes/otp-route')),
          screen(paths.forgotPassword.pattern, () => import('../features/auth/routes/forgot-password-route')),
          screen(paths.employeeLogin.pattern, () => import('../features/auth/routes/employee-login-route')),
          ...catchAll(LOGGED_OUT_SEGMENTS, paths.login.href()),
        ],
      },
      {
        // Lazy too: the signed-out screens never pay for the shell's menus and popovers.
        lazy: () => import('./layouts/signed-in-layout'),
        children: [
          { index: true, lazy: () => import('../features/summary/routes/summary-route') },
          screen(paths.campaigns.pattern, () => import('../features/campaigns/routes/campaigns-route')),
          screen(paths.campaign.pattern, () => import('../features/campaigns/routes/campaign-route')),
          screen(paths.campaignListings.pattern, () => import('../features/campaigns/routes/campaign-listings-route')),
          screen(paths.campaignListing.pattern, () => import('../features/listings/routes/listing-route')),
          screen(paths.listing.pattern, () => import('../features/listings/routes/listing-route')),
          screen(paths.budget.pattern, () => import('../features/budgets/routes/budget-route')),
          screen(paths.account.pattern, () => import('../features/accounts/routes/account-route')),
          screen(paths.lead.pattern, () => import('../features/leads/routes/lead-route')),
          screen(paths.call.pattern, () => import('../features/leads/routes/call-route')),
          screen(paths.profile.pattern, () => import('../features/profile/routes/profile-route')),
          screen(paths.billing.pattern, () => import('../features/billing/routes/billing-route')),
          screen(paths.addPaymentMethod.pattern, () => import('../features/billing/routes/add-payment-method-route')),
          screen(paths.accountSelect.pattern, () => import('../features/accounts/routes/account-select-route')),
          screen(paths.changePassword.pattern, () => import('../features/profile/routes/change-password-route')),
          screen(paths.admin.pattern, () => import('../features/accounts/routes/admin-account-route')),
          screen(paths.contactUs.pattern, () => import('../features/support/routes/contact-us-route')),
          ...catchAll(SIGNED_IN_SEGMENTS, paths.account.href()),
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
