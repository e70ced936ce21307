import { describe, expect, it } from 'vitest';
import { getDirectorySignIn } from '@portal/shared/contracts/session/get-directory-sign-in';
import { testApiClient } from '../../../test/api-client';
import { useTestApp } from '../../../test/test-app';

// The tests' app has no company directory (SSO_ISSUER unset); the journeys' portals have one (e2e/employee).
const testApp = useTestApp();
const api = testApiClient(testApp);

describe('employee sign-in without a company directory', () => {
  it('says so to anyone, signed in or not', async () => {
    const answer = await api.as('anonymous').call(getDirectorySignIn);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ available: false });
  });

  it('sends a followed start link back to /employee-login with the reason in words, not an error body', async () => {
    const started = await testApp.app.inject({ method: 'GET', url: '/api/auth/sso/start?redirectTo=%2Fbilling' });
    expect(started.statusCode).toBe(302);
    const location = new URL(started.headers.location as string, 'http://portal.test');
    expect(location.pathname).toBe('/employee-login');
    // Where the person was going stays, for a sign-in with a password.
    expect(location.searchParams.get('redirectTo')).toBe('/billing');
    expect(new URLSearchParams(location.hash.slice(1)).get('error')).toBe(
      'Sign-in through the company directory is not set up on this portal. Log in with your email and password instead.',
    );
  });
});
