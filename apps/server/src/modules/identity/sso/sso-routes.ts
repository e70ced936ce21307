import { and, eq, gt, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { identitySsoStates, identityUsers } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import type { App } from '../../../http/types';
import { addSeconds } from '../../../lib/clock';
import type { IdentityContext } from '../domain/identity-context';
import { issueSsoTicket } from '../domain/sso-tickets';
import { getDirectorySignIn } from '@portal/shared/contracts/session/get-directory-sign-in';
import { MESSAGES } from '@portal/shared/messages';
import { safeRedirectPath } from '@portal/shared/safe-redirect';
import { registerEndpoint } from '../../../http/endpoint';
import { plainText } from '@portal/shared/text';
import type { DirectoryClient } from './directory-client';

const STATE_SECONDS = 10 * 60;
const NOT_CONFIGURED = `${MESSAGES.directoryNotSetUp} Log in with your email and password instead.`;

/**
 * Employee sign-in through the enterprise directory, done by the server (authorization code with PKCE),
 * so it works on plain http too. It ends by handing the browser a one-time ticket, which the web app trades
 * for tokens with Amplify's CUSTOM_AUTH: see docs/decisions/0006-employee-sign-in.md.
 */
export function registerSsoRoutes(
  app: App,
  ctx: IdentityContext,
  getDirectory: () => Promise<DirectoryClient | undefined>,
): void {
  registerEndpoint(app, getDirectorySignIn, async () => {
    try {
      return { available: (await getDirectory()) !== undefined };
    } catch {
      // Configured, but its discovery failed just now: the button stays (the start link says what went wrong).
      return { available: true };
    }
  });

  app.get(
    '/api/auth/sso/start',
    {
      config: { access: { kind: 'public' } },
      schema: { hide: true, querystring: z.object({ redirectTo: z.optional(plainText(2000)) }) },
    },
    async (request, reply) => {
      const directory = await getDirectory();
      // Followed as a link: back to the page with the reason in words, not an error's JSON.
      if (!directory) {
        const redirectTo = safeRedirectPath(request.query.redirectTo);
        const query = redirectTo ? `?${new URLSearchParams({ redirectTo })}` : '';
        return reply.redirect(`/employee-login${query}#${new URLSearchParams({ error: NOT_CONFIGURED })}`);
      }
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await ctx.db.insert(identitySsoStates).values({
        state,
        nonce,
        codeVerifier,
        redirectTo: safeRedirectPath(request.query.redirectTo),
        expiresAt: addSeconds(ctx.clock.now(), STATE_SECONDS),
      });
      const url = oidc.buildAuthorizationUrl(directory.configuration, {
        redirect_uri: directory.redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return reply.redirect(url.href);
    },
  );

  app.get(
    '/api/auth/sso/callback',
    { config: { access: { kind: 'public' } }, schema: { hide: true } },
    async (request, reply) => {
      const directory = await getDirectory();
      if (!directory)
        throw new AppError('NOT_FOUND', 'Employee sign-in through the company directory is not configured.');
      const query = request.query as Record<string, string | undefined>;
      const failed = (reason: string) => reply.redirect(`/employee-login#${new URLSearchParams({ error: reason })}`);
      if (query.error) return failed(query.error_description ?? query.error);
      // The state is single use: taken out of the table as it is read.
      const [pending] = await ctx.db
        .delete(identitySsoStates)
        .where(and(eq(identitySsoStates.state, query.state ?? ''), gt(identitySsoStates.expiresAt, ctx.clock.now())))
        .returning();
      if (!pending) return failed('This sign-in link has expired. Please start again.');

      let claims: DirectoryClaims | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(
          directory.configuration,
          new URL(request.url, directory.redirectUri),
          {
            pkceCodeVerifier: pending.codeVerifier,
            expectedState: pending.state,
            expectedNonce: pending.nonce,
            idTokenExpected: true,
          },
        );
        const idClaims = tokens.claims();
        // Many directories put email and name only in the UserInfo answer, not in the ID token.
        claims =
          idClaims && !idClaims.email
            ? { ...idClaims, ...(await oidc.fetchUserInfo(directory.configuration, tokens.access_token, idClaims.sub)) }
            : idClaims;
      } catch (error) {
        request.log.warn({ err: error }, 'directory sign-in failed');
        return failed('The company directory did not confirm your sign-in. Please try again.');
      }
      if (!claims?.sub) return failed('The company directory did not say who you are.');

      const user = await upsertFederatedUser(ctx, directory.providerName, claims);
      const ticket = await issueSsoTicket(ctx, user.id);
      const handoff = new URLSearchParams({
        ticket,
        username: user.username,
        ...(pending.redirectTo && { redirectTo: pending.redirectTo }),
      });
      // In the fragment: never sent to a server, never in a log or a Referer.
      return reply.redirect(`/employee-login#${handoff}`);
    },
  );
}

type DirectoryClaims = Pick<oidc.IDToken, 'sub'> & Record<string, unknown>;

/** The employee's user, named `<provider>_<sub>` as Cognito names federated users; always an administrator. */
async function upsertFederatedUser(ctx: IdentityContext, providerName: string, claims: DirectoryClaims) {
  const username = `${providerName}_${claims.sub}`.toLowerCase();
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : `${username}@directory.invalid`;
  const name = typeof claims.name === 'string' ? claims.name : email;
  const [user] = await ctx.db
    .insert(identityUsers)
    .values({
      username,
      email,
      emailVerified: claims.email_verified === true,
      name,
      status: 'EXTERNAL_PROVIDER',
      internal: true,
    })
    .onConflictDoUpdate({ target: identityUsers.username, set: { email, name, updatedAt: sql`now()` } })
    .returning();
  return user!;
}
