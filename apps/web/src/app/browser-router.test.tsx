import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppBrowserRouter, useNavigationTarget } from './browser-router';

function PendingSign() {
  const target = useNavigationTarget();
  return target ? <p>navigating to {target}</p> : null;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('AppBrowserRouter', () => {
  it('keeps the screen on show and names the path a navigation goes to until the next screen has loaded', async () => {
    let arrive: (screen: { default: () => React.ReactNode }) => void = () => undefined;
    const Next = lazy(() => new Promise<{ default: () => React.ReactNode }>((resolve) => (arrive = resolve)));
    const user = userEvent.setup();
    render(
      <AppBrowserRouter>
        <PendingSign />
        <Suspense fallback={<p>spinner</p>}>
          <Routes>
            <Route
              path="/"
              element={
                <>
                  <h1>First</h1>
                  <Link to="/next">Go on</Link>
                </>
              }
            />
            <Route path="/next" element={<Next />} />
          </Routes>
        </Suspense>
      </AppBrowserRouter>,
    );
    expect(screen.queryByText(/navigating/)).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Go on' }));
    expect(await screen.findByText('navigating to /next')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(screen.queryByText('spinner')).toBeNull();

    await act(async () => arrive({ default: () => <h1>Second</h1> }));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(screen.queryByText(/navigating/)).toBeNull();
    expect(window.location.pathname).toBe('/next');
  });

  it('follows the browser’s back button', async () => {
    const user = userEvent.setup();
    render(
      <AppBrowserRouter>
        <Routes>
          <Route path="/" element={<Link to="/b">To b</Link>} />
          <Route path="/b" element={<h1>Page b</h1>} />
        </Routes>
      </AppBrowserRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'To b' }));
    expect(await screen.findByRole('heading', { name: 'Page b' })).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: 'To b' })).toBeInTheDocument();
  });
});
