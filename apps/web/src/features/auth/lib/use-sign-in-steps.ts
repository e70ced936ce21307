import type { SignInOutput } from 'aws-amplify/auth';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session/session-context';
import { useHrefKeepingRedirect } from './redirect-query';

/**
 * Acts on where a sign-in stands (specification section 4): done -> the session loads and the guard moves
 * on to redirectTo; new password required -> /new-password; the authenticator app's code -> /two-step; an account requires two-step and the person has none -> /two-step/set-up; not
 * confirmed -> /confirm; reset required -> /forgot-password. Returns false when the step is one the caller handles itself (a passcode to enter).
 */
export function useSignInSteps() {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const href = useHrefKeepingRedirect();
  return async (output: SignInOutput, username: string): Promise<boolean> => {
    switch (output.nextStep.signInStep) {
      case 'DONE':
        await refresh();
        return true;
      case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
        // The sign-in waits for the new password: /new-password does not ask for the temporary one again.
        await navigate(href(paths.newPassword.href()), { state: { username, challenged: true } });
        return true;
      case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
        await navigate(href(paths.twoStep.href()), { state: { username } });
        return true;
      case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
        // An account of theirs requires two-step sign-in: the app is set up before the sign-in goes on.
        const details = output.nextStep.totpSetupDetails;
        const uri = details.getSetupUri('Advertiser Portal', username).toString();
        await navigate(href(paths.twoStepSetUp.href()), { state: { username, secret: details.sharedSecret, uri } });
        return true;
      }
      case 'CONFIRM_SIGN_UP':
        await navigate(href(paths.confirm.href(username)));
        return true;
      case 'RESET_PASSWORD':
        notify.info('Your password must be reset. We will email you a verification code.');
        await navigate(href(paths.forgotPassword.href()), { state: { username } });
        return true;
      default:
        return false;
    }
  };
}
