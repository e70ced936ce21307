import { webEnv } from '../../config/env';
import { paths } from '../../config/paths';
import { getAccessToken } from '../auth-token';
import { createHttpClient } from './http-client';

/** The app's client for its own API: 401/403 clears local storage and goes to /login. */
export const apiClient = createHttpClient({
  baseUrl: webEnv.VITE_API_BASE_URL,
  getAccessToken,
  onUnauthorized: () => {
    window.localStorage.clear();
    window.location.assign(paths.login.href());
  },
});
