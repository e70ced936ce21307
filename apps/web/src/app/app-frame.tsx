import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useFocusRescue } from './layouts/use-focus-rescue';
import { ErrorScreen } from './routes/error-screen';

interface BoundaryProps {
  /** The location's key: new with every navigation, to the same path too. */
  locationKey: string;
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  failedAt: string | null;
}

/**
 * Shows the error screen in place of any screen that fails to render or whose code fails to load, until
 * the person navigates (Try again included). React catches render errors only in a class component.
 */
class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.locationKey };
    // Any navigation after the failure draws its screen afresh.
    return state.failedAt === props.locationKey ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept for whoever opens the console; the person sees only the friendly text.
    console.warn('Screen failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <ErrorScreen />;
  }
}

/**
 * The root route's frame: the error screen for a screen that fails, a page-wide spinner while the first
 * screen's code loads, and focus kept where a person can see it across route changes.
 */
export function AppFrame() {
  const { key } = useLocation();
  useFocusRescue();
  return (
    <ScreenErrorBoundary locationKey={key}>
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
