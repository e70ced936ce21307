import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Db } from '../../../db/database';
import { identityRefreshTokens, identityUsers } from '../../../db/schema/index';
import { addSeconds } from '../../../lib/clock';
import { randomToken, sha256 } from '../../../lib/secrets';
import { cognitoErrors } from '../wire/cognito-error';
import type { SigningKey } from './signing-keys';
import type { IdentityUser } from './users';
import { signalAccessChange } from '../../../http/access-signal';
import { endSignIns, keptUserAgent, type Caller } from './sign-in-devices';
import { ADMIN_GROUP } from '../../../http/token-verifier';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

/** The group every employee (custom:internal = "Y" or federated) is in; the API reads admin rights from it. */

export interface TokenSettings {
  issuer: string;
  clientId: string;
  key: SigningKey;
}

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
  RefreshToken?: string;
}

const groupsOf = (user: IdentityUser) => (user.internal ? [ADMIN_GROUP] : []);

/** Signs the access and ID tokens of one sign-in (named by `originJti`, the refresh token's id). */
async function signTokens(settings: TokenSettings, user: IdentityUser, originJti: string, authTime: Date, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const common = {
    sub: user.id,
    iss: settings.issuer,
    iat,
    exp: iat + ACCESS_TOKEN_SECONDS,
    auth_time: Math.floor(authTime.getTime() / 1000),
    origin_jti: originJti,
    'cognito:groups': groupsOf(user),
  };
  const header = { alg: 'RS256', kid: settings.key.kid, typ: 'JWT' };
  const accessToken = await new SignJWT({
    ...common,
    client_id: settings.clientId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    username: user.username,
    jti: crypto.randomUUID(),
  })
    .setProtectedHeader(header)
    .sign(settings.key.privateKey);
  const idToken = await new SignJWT({
    ...common,
    aud: settings.clientId,
    token_use: 'id',
    'cognito:username': user.username,
    email: user.email,
    email_verified: user.emailVerified,
    name: user.name,
    'custom:internal': user.internal ? 'Y' : 'N',
    ...(user.phone && { phone_number: user.phone, phone_number_verified: user.phoneVerified }),
    jti: crypto.randomUUID(),
  })
    .setProtectedHeader(header)
    .sign(settings.key.privateKey);
  return { accessToken, idToken };
}

/** A new sign-in: a refresh token (stored hashed) and the access and ID tokens that name it. */
export async function issueSignInTokens(
  db: Db,
  settings: TokenSettings,
  user: IdentityUser,
  now: Date,
  caller: Caller = { userAgent: null, ip: null },
): Promise<AuthenticationResult> {
  const refreshToken = randomToken(48);
  const [row] = await db
    .insert(identityRefreshTokens)
    .values({
      userId: user.id,
      tokenHash: sha256(refreshToken),
      clientId: settings.clientId,
      authTime: now,
      expiresAt: addSeconds(now, REFRESH_TOKEN_SECONDS),
      createdAt: now,
      userAgent: keptUserAgent(caller.userAgent),
      ipAddress: caller.ip,
      lastUsedAt: now,
    })
    .returning({ id: identityRefreshTokens.id });
  const { accessToken, idToken } = await signTokens(settings, user, row!.id, now, now);
  return {
    AccessToken: accessToken,
    IdToken: idToken,
    ExpiresIn: ACCESS_TOKEN_SECONDS,
    TokenType: 'Bearer',
    RefreshToken: refreshToken,
  };
}

/** New access and ID tokens for a valid refresh token (which keeps working: no rotation). */
export async function refreshTokens(
  db: Db,
  settings: TokenSettings,
  refreshToken: string,
  now: Date,
  loadUser: (id: string) => Promise<IdentityUser | undefined>,
): Promise<AuthenticationResult> {
  const [row] = await db
    .select()
    .from(identityRefreshTokens)
    .where(eq(identityRefreshTokens.tokenHash, sha256(refreshToken)));
  if (!row || row.clientId !== settings.clientId || row.expiresAt <= now) throw cognitoErrors.invalidRefreshToken();
  if (row.revokedAt) throw cognitoErrors.refreshTokenRevoked();
  const user = await loadUser(row.userId);
  if (!user) throw cognitoErrors.invalidRefreshToken();
  if (!user.enabled) throw cognitoErrors.userDisabled();
  await db.update(identityRefreshTokens).set({ lastUsedAt: now }).where(eq(identityRefreshTokens.id, row.id));
  const { accessToken, idToken } = await signTokens(settings, user, row.id, row.authTime, now);
  return { AccessToken: accessToken, IdToken: idToken, ExpiresIn: ACCESS_TOKEN_SECONDS, TokenType: 'Bearer' };
}

/** Revokes one refresh token and, through origin_jti, every access token issued from it. */
export async function revokeRefreshToken(db: Db, refreshToken: string, clientId: string, now: Date): Promise<void> {
  await db
    .update(identityRefreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(identityRefreshTokens.tokenHash, sha256(refreshToken)),
        eq(identityRefreshTokens.clientId, clientId),
        isNull(identityRefreshTokens.revokedAt),
      ),
    );
  // Open live streams of that sign-in end now in this process (others find out within half a second).
  signalAccessChange();
}

/** Signs the user out everywhere: every refresh token, and so every access token, stops working. */
export async function revokeAllTokens(db: Db, userId: string, now: Date): Promise<void> {
  await endSignIns(db, userId, { allBut: null }, now);
}

/**
 * When the sign-in an access token belongs to ends, or null when it was revoked (signed out), is unknown, or its
 * person is disabled: a sign-in that raced a disable (its tokens made after the disable ended the others) works no
 * longer than the disable's commit (docs/decisions/0057).
 */
export async function signInExpiry(db: Db, originJti: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: identityRefreshTokens.expiresAt })
    .from(identityRefreshTokens)
    .innerJoin(identityUsers, eq(identityUsers.id, identityRefreshTokens.userId))
    .where(
      and(
        eq(identityRefreshTokens.id, originJti),
        isNull(identityRefreshTokens.revokedAt),
        eq(identityUsers.enabled, true),
      ),
    );
  return row ? new Date(row.expiresAt) : null;
}
