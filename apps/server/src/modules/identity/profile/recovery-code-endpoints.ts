import { countRecoveryCodes } from '@portal/shared/contracts/profile/count-recovery-codes';
import { makeRecoveryCodes } from '@portal/shared/contracts/profile/make-recovery-codes';
import { registerEndpoint } from '../../../http/endpoint';
import type { App } from '../../../http/types';
import { AppError } from '../../../lib/app-error';
import type { IdentityContext } from '../domain/identity-context';
import { recoveryCodesLeft, replaceRecoveryCodes } from '../domain/recovery-codes';
import { findUserById } from '../domain/users';

/** The signed-in person's recovery codes (Profile > Two-step sign-in): how many are left, and new ones. */
export function registerRecoveryCodeEndpoints(app: App, ctx: IdentityContext): void {
  registerEndpoint(app, countRecoveryCodes, async ({ principal }) => ({
    left: await recoveryCodesLeft(ctx.db, principal.userId),
  }));

  registerEndpoint(app, makeRecoveryCodes, async ({ principal }) => {
    const user = await findUserById(ctx.db, principal.userId);
    if (!user?.totpEnabled)
      throw new AppError(
        'BUSINESS_RULE',
        'Turn on two-step sign-in first: recovery codes stand in for your authenticator app.',
      );
    const codes = await replaceRecoveryCodes(ctx.db, user.id);
    return { left: codes.length, codes };
  });
}
