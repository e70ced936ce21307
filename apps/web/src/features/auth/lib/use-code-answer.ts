import { authApi } from '../../../lib/auth/auth-api';
import { authErrorMessage } from '../../../lib/auth/auth-error-message';
import { useFormFailure } from './use-form-failure';
import { useSignInSteps } from './use-sign-in-steps';

/**
 * Answers the open sign-in step with a code the person typed (the app's, or a recovery code), spaces taken out,
 * and goes where the sign-in stands next; a refusal is said at the form. For /two-step and /two-step/set-up.
 */
export function useCodeAnswer(username: string | undefined) {
  const onSignInStep = useSignInSteps();
  const { failure, report, clear } = useFormFailure();
  const answer = async (code: string) => {
    clear();
    try {
      await onSignInStep(await authApi.answerChallenge(code.replace(/\s/g, '')), username ?? '');
    } catch (error) {
      report(authErrorMessage(error));
    }
  };
  return { answer, failure };
}
