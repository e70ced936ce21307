import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { identityChallengeSessions } from '../../../db/schema/index';
import { addSeconds } from '../../../lib/clock';
import { randomToken, sha256 } from '../../../lib/secrets';
import { cognitoErrors } from '../wire/cognito-error';

export const CHALLENGE_SESSION_SECONDS = 3 * 60;
/** Setting an app up (installing it, scanning the code) takes longer than typing a code: Cognito's longest session. */
const SET_UP_SESSION_SECONDS = 15 * 60;

export type ChallengeName =
  | 'NEW_PASSWORD_REQUIRED'
  | 'EMAIL_OTP'
  | 'SMS_OTP'
  | 'CUSTOM_CHALLENGE'
  | 'SELECT_CHALLENGE'
  | 'SOFTWARE_TOKEN_MFA'
  | 'WEB_AUTHN'
  // An account requires two-step and the person has none: the app is set up before the sign-in goes on.
  // VerifySoftwareToken spends the first and opens the second, which RespondToAuthChallenge MFA_SETUP takes.
  | 'MFA_SETUP'
  | 'MFA_SETUP_VERIFIED';

export type ChallengeSession = typeof identityChallengeSessions.$inferSelect;

/** Opens a challenge session; the returned token is the `Session` the client sends back. */
export async function openChallengeSession(
  db: Db,
  params: { userId: string | null; username: string; challenge: ChallengeName; now: Date; webauthnChallenge?: string },
): Promise<string> {
  const token = randomToken(48);
  await db.insert(identityChallengeSessions).values({
    tokenHash: sha256(token),
    userId: params.userId,
    username: params.username,
    challenge: params.challenge,
    webauthnChallenge: params.webauthnChallenge ?? null,
    expiresAt: addSeconds(
      params.now,
      params.challenge === 'MFA_SETUP' ? SET_UP_SESSION_SECONDS : CHALLENGE_SESSION_SECONDS,
    ),
    createdAt: params.now,
  });
  return token;
}

/** The open session for a token, or Cognito's session errors. */
export async function readChallengeSession(db: Db, token: string, now: Date): Promise<ChallengeSession> {
  const [session] = await db
    .select()
    .from(identityChallengeSessions)
    .where(eq(identityChallengeSessions.tokenHash, sha256(token)));
  if (!session || session.expiresAt <= now) throw cognitoErrors.sessionExpired();
  if (session.usedAt) throw cognitoErrors.sessionUsed();
  return session;
}

/** Marks the session used; false when another request used it first. */
export async function useChallengeSession(db: Db, session: ChallengeSession, now: Date): Promise<void> {
  const used = await db
    .update(identityChallengeSessions)
    .set({ usedAt: now })
    .where(and(eq(identityChallengeSessions.tokenHash, session.tokenHash), isNull(identityChallengeSessions.usedAt)))
    .returning({ tokenHash: identityChallengeSessions.tokenHash });
  if (used.length === 0) throw cognitoErrors.sessionUsed();
}
