import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getAccessToken } from '../lib/auth-token';
import { STORED_SIGN_IN_PREFIX, storeSignIn } from '../test/stored-sign-in';
import { SessionProvider } from './session-provider';

afterEach(() => localStorage.clear());

/** A screen that calls the API as it mounts, as the signed-in shell does. */
function CallsOnMount({ onToken }: { onToken: (token: string | undefined) => void }) {
  useEffect(() => {
    void getAccessToken().then(onToken);
  }, [onToken]);
  return null;
}

describe('SessionProvider', () => {
  it("gives a screen's first call the stored token, though the screen's effects run before the provider's", async () => {
    storeSignIn('owner', Math.floor(Date.now() / 1000) + 3600);
    const tokens: (string | undefined)[] = [];
    render(
      <SessionProvider>
        <CallsOnMount onToken={(token) => tokens.push(token)} />
      </SessionProvider>,
    );
    await waitFor(() => expect(tokens).toHaveLength(1));
    expect(tokens[0]).toBe(localStorage.getItem(`${STORED_SIGN_IN_PREFIX}.owner.accessToken`));
  });
});
