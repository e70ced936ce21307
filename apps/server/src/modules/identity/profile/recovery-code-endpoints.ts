import { countRecoveryCodes } from '@portal/shared/contracts/profile/count-recovery-codes';
import { makeRecoveryCodes } from '@portal/shared/contracts/profile/make-recovery-codes';
import { registerEndpoint } from '../../../http/endpoint';
import type { App } from '../../../http/types';
import { AppError } from '../../../lib/app-error';
import type { IdentityContext } from '../domain/identity-context';
import { recoveryCodesLeft, replaceRecoveryCodes } from '../domain/recovery-codes';

/** The signed-in person's recovery codes (Profile > Two-step sign-in): how many are left, and new ones. */
export function registerRecoveryCodeEndpoints(app: App, ctx: IdentityContext): void {
  registerEndpoint(app, countRecoveryCodes, async ({ principal }) => ({
    left: await recoveryCodesLeft(ctx.db, principal.userId),
  }));

  registerEndpoint(app, makeRecoveryCodes, async ({ principal }) => {
    const made = await replaceRecoveryCodes(ctx.db, principal.userId);
    if (!made)
      throw new AppError(
        'BUSINESS_RULE',
        'Turn on two-step sign-in first: recovery codes stand in for your authenticator app.',
      );
    // Mailed, as a code used is: new codes made with a stolen sign-in are a second step for the thief.
    await ctx.messages.send({
      channel: 'email',
      to: made.email,
      subject: 'New recovery codes were made',
      text: `Hello ${made.name || made.email},\n\nNew recovery codes for two-step sign-in were just made for your Advertiser Portal sign-in; the ones before no longer work.\n\nIf this was not you, change your password now, sign out everywhere else and make new codes under Profile > Two-step sign-in.`,
    });
    return { left: made.codes.length, codes: made.codes };
  });
}
