import { Anchor, Box, Burger, Container, Divider, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useNavigationTarget } from '../browser-router';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import type { SessionUser } from '../../lib/session/session-context';
import { AccountBadge, type AccountLabel } from './account-badge';
import { ActingOnAccount } from './acting-on-account';
import { Brand } from './brand';
import { MAIN_NAV, staffNavItems } from './main-nav';
import { OfflineNotice } from './offline-notice';
import { AccountStatusNotice } from './account-status-notice';
import { UserMenu } from './user-menu';
import classes from './signed-in-shell.module.css';

const HEADER_ROW = 64;
/** The acting-on strip: tall enough on phones for a 44 px button (its height is in the stylesheet). */
const ACTING_ROW = { base: 60, sm: 44 } as const;

export interface SignedInShellProps {
  user: SessionUser;
  onSignOut: () => Promise<void>;
  /** The selected account's id, or null when none is selected. */
  accountId: string | null;
  /** Its name and number, or null when none is selected (or it is still loading). */
  account: AccountLabel | null;
  /**
   * False for a sign-in linked to no business: every screen would say there is no account, so only the user menu
   * (Contact Us, Sign Out) is offered. True unless said.
   */
  withNavigation?: boolean;
  children: ReactNode;
}

/**
 * While a dialog locks the page's scrolling, its scroll-bar library moves elements with this class clear of
 * the scroll bar it hides, so the fixed header does not shift (the class name is that library's own).
 */
const SCROLL_LOCK_SAFE = 'right-scroll-bar-position';

/** The viewport below the header. */
const SCREEN_HEIGHT = 'calc(100dvh - var(--header-offset))';

/** Header with account badge, top navigation and user menu; the footer only when an account is selected. */
export function SignedInShell({
  user,
  onSignOut,
  accountId,
  account,
  withNavigation = true,
  children,
}: SignedInShellProps) {
  const [navOpened, nav] = useDisclosure(false);
  const location = useLocation();
  // Another screen on its way (not only new search parameters, which the screen on show handles itself).
  const navigatingTo = useNavigationTarget();
  const loadingScreen = navigatingTo !== null && navigatingTo !== location.pathname;
  const { close } = nav;
  useEffect(() => close(), [location.pathname, close]);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const navItems = !withNavigation ? [] : user.isAdmin ? [...MAIN_NAV, ...staffNavItems()] : MAIN_NAV;
  // Staff acting on a customer's account get a second header row that says so (ActingOnAccount).
  const acting = user.isAdmin && account !== null;
  // Escape closes the phone menu, and focus goes back to the burger that opened it (not to the page body).
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !navOpened) return;
    close();
    burgerRef.current?.focus();
  });

  return (
    // A fixed header over the screen, as Mantine's AppShell drew it, in CSS alone (docs/decisions/0030).
    <div className={classes.frame} data-acting={acting || undefined}>
      {/* The first stop of the Tab key: past the header's links and menus, straight to the screen. */}
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <header className={`${classes.header} ${SCROLL_LOCK_SAFE}`}>
        <Group h={HEADER_ROW} px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap" miw={0}>
            {navItems.length > 0 && (
              <Burger
                ref={burgerRef}
                opened={navOpened}
                onClick={nav.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label="Open navigation"
                aria-expanded={navOpened}
                aria-controls={navOpened ? 'phone-navigation' : undefined}
              />
            )}
            {/* On a phone the account badge needs the logo's room; the burger's menu still leads home. */}
            <UnstyledButton
              component={Link}
              to="/"
              aria-label="Advertiser Portal home"
              className={classes.touchTarget}
              visibleFrom={account && !user.isAdmin ? 'sm' : undefined}
            >
              <Brand hideNameOnMobile />
            </UnstyledButton>
            {account && !user.isAdmin && <AccountBadge account={account} />}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {navItems.length > 0 && (
              <>
                <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" className={classes.topNav}>
                  {navItems.map((item) => (
                    <Anchor
                      key={item.label}
                      component={Link}
                      to={item.href}
                      underline="never"
                      className={classes.topNavLink}
                      data-active={item.matches(location.pathname) || undefined}
                      aria-current={item.matches(location.pathname) ? 'page' : undefined}
                    >
                      {item.label}
                    </Anchor>
                  ))}
                </Group>
                <Divider orientation="vertical" visibleFrom="sm" mx="xs" />
              </>
            )}
            {/* A person's own notifications on the selected account; staff are on no account's list. */}
            {accountId !== null && !user.isAdmin && <NotificationBell key={accountId} accountId={accountId} />}
            <UserMenu user={user} onSignOut={onSignOut} />
          </Group>
        </Group>
        {acting && (
          <Box h={{ base: ACTING_ROW.base, sm: ACTING_ROW.sm }}>
            <ActingOnAccount account={account} />
          </Box>
        )}
      </header>

      {/* Only while open, and never on a desktop: a hidden panel left in the page would still take Tab. */}
      {navOpened && (
        <nav id="phone-navigation" className={classes.phoneNavigation} aria-label="Main navigation">
          {navItems.map((item) => (
            <NavLink
              key={item.label}
              component={Link}
              to={item.href}
              label={item.label}
              active={item.matches(location.pathname)}
            />
          ))}
        </nav>
      )}

      <main id="main" tabIndex={-1} className={classes.main}>
        <Stack mih={SCREEN_HEIGHT} gap={0} justify="space-between">
          {/* At least a screen tall, so the footer starts below the fold: a screen's content arriving after its
              loader then moves nothing in view (no layout shift). */}
          <Container
            size="lg"
            w="100%"
            py="xl"
            px={{ base: 'md', sm: 'xl' }}
            mih={SCREEN_HEIGHT}
            pos="relative"
            aria-busy={loadingScreen || undefined}
          >
            {/* While the next screen's code loads, the spinner covers the one on show (after a moment, so a
                screen already loaded does not flicker). That screen stays mounted until the next replaces it. */}
            {loadingScreen && (
              <div className={classes.loadingScreen}>
                <PageLoader />
              </div>
            )}
            <OfflineNotice />
            <AccountStatusNotice />
            <Suspense fallback={<PageLoader />}>{children}</Suspense>
          </Container>
          {accountId !== null && (
            <Box component="footer" className={classes.footer}>
              <Container size="lg" px={{ base: 'md', sm: 'xl' }}>
                <Group justify="space-between" py="md">
                  <Group component="nav" aria-label="Footer" gap="lg">
                    {MAIN_NAV.map((item) => (
                      <Anchor key={item.href} component={Link} to={item.href} size="sm" c="dimmed" underline="hover">
                        {item.label}
                      </Anchor>
                    ))}
                  </Group>
                  <Text size="xs" c="dimmed">
                    Advertiser Portal
                  </Text>
                </Group>
              </Container>
            </Box>
          )}
        </Stack>
      </main>
    </div>
  );
}
