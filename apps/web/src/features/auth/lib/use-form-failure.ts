import { useCallback, useState } from 'react';
import { notify } from '../../../lib/notify';

/** Why a signed-out form's submission failed; `attempt` tells one failure from the next with the same text. */
export interface FormFailure {
  message: string;
  attempt: number;
}

/**
 * A submit failure is said twice: in the toast area, and at the form itself (AuthForm shows `failure` there
 * and moves focus to it), so that it is seen where the user is looking and read out where focus is.
 */
export function useFormFailure() {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const report = useCallback((message: string) => {
    notify.error(message);
    setFailure((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setFailure((previous) => (previous ? { ...previous, message: '' } : null)), []);
  return { failure: failure?.message ? failure : null, report, clear };
}
