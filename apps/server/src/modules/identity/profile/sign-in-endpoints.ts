import { endOtherSignIns } from '@portal/shared/contracts/profile/end-other-sign-ins';
import { endSignIn } from '@portal/shared/contracts/profile/end-sign-in';
import { listSignIns } from '@portal/shared/contracts/profile/list-sign-ins';
import type { SignInSession } from '@portal/shared/sign-in-sessions';
import type { Person } from '../../../http/authenticate';
import { registerEndpoint } from '../../../http/endpoint';
import type { App } from '../../../http/types';
import { AppError } from '../../../lib/app-error';
import type { IdentityContext } from '../domain/identity-context';
import { deviceName, endSignIns, liveSignIns } from '../domain/sign-in-devices';

/** The signed-in person's own sign-ins (Profile > Sign-in & security): list them, end one, end all but this one. */
export function registerSignInEndpoints(app: App, ctx: IdentityContext): void {
  async function list(principal: Person): Promise<{ items: SignInSession[] }> {
    const rows = await liveSignIns(ctx.db, principal.userId, ctx.clock.now());
    return {
      items: rows.map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent),
        ipAddress: row.ipAddress,
        startedAt: row.authTime.toISOString(),
        lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
        current: row.id === principal.signInId,
      })),
    };
  }

  /** Ends sign-ins, and this process stops taking their tokens now rather than when the database's notice comes. */
  async function end(principal: Person, which: Parameters<typeof endSignIns>[2]): Promise<number> {
    const ended = await endSignIns(ctx.db, principal.userId, which, ctx.clock.now());
    if (ended > 0) ctx.accessCache.forgetSignIns();
    return ended;
  }

  registerEndpoint(app, listSignIns, async ({ principal }) => list(principal));

  registerEndpoint(app, endSignIn, async ({ principal, params }) => {
    if ((await end(principal, { only: params.sessionId })) === 0)
      throw new AppError('NOT_FOUND', 'There is no such sign-in of yours, or it has ended already.');
    return list(principal);
  });

  registerEndpoint(app, endOtherSignIns, async ({ principal }) => {
    await end(principal, { allBut: principal.signInId });
    return list(principal);
  });
}
