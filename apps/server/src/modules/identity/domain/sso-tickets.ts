import { and, eq, isNull } from 'drizzle-orm';
import { identitySsoTickets } from '../../../db/schema/index';
import { addSeconds } from '../../../lib/clock';
import { randomToken, sha256 } from '../../../lib/secrets';
import { cognitoErrors } from '../wire/cognito-error';
import { openChallengeSession } from './challenge-sessions';
import type { IdentityContext } from './identity-context';
import type { SignInStep } from './sign-in';
import type { IdentityUser } from './users';

const TICKET_SECONDS = 2 * 60;

/** After the directory vouched for an employee: a one-time ticket the browser trades for tokens via CUSTOM_AUTH. */
export async function issueSsoTicket(ctx: IdentityContext, userId: string): Promise<string> {
  const ticket = randomToken(32);
  await ctx.db
    .insert(identitySsoTickets)
    .values({ ticketHash: sha256(ticket), userId, expiresAt: addSeconds(ctx.clock.now(), TICKET_SECONDS) });
  return ticket;
}

export async function startSsoTicketChallenge(ctx: IdentityContext, user: IdentityUser): Promise<SignInStep> {
  if (!user.enabled) throw cognitoErrors.userDisabled();
  const session = await openChallengeSession(ctx.db, {
    userId: user.id,
    username: user.username,
    challenge: 'CUSTOM_CHALLENGE',
    now: ctx.clock.now(),
  });
  return {
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: session,
    ChallengeParameters: { challenge: 'SSO_TICKET', USERNAME: user.username },
  };
}

/** Uses up a ticket issued to this user; anything else is a wrong answer. */
export async function redeemSsoTicket(ctx: IdentityContext, userId: string, ticket: string): Promise<void> {
  const now = ctx.clock.now();
  const used = await ctx.db
    .update(identitySsoTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(identitySsoTickets.ticketHash, sha256(ticket)),
        eq(identitySsoTickets.userId, userId),
        isNull(identitySsoTickets.usedAt),
      ),
    )
    .returning({ expiresAt: identitySsoTickets.expiresAt });
  if (used.length === 0 || used[0]!.expiresAt <= now) throw cognitoErrors.incorrectCredentials();
}
