import { AppBrowserRouter } from './browser-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <AppBrowserRouter>
        <AppRoutes />
      </AppBrowserRouter>
    </AppProviders>
  );
}
