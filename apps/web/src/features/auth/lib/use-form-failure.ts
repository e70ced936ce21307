import { useCallback, useState } from 'react';

/** Why a signed-out form's submission failed; `attempt` tells one failure from the next with the same text. */
export interface FormFailure {
  message: string;
  attempt: number;
}

/**
 * A submit failure is said once, at the form (AuthForm shows `failure` there and moves focus to it): where the
 * person is looking, read out where focus is. Not also in a toast: one failure, one message (issue 29); toasts are
 * for what happens away from a form.
 */
export function useFormFailure() {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const report = useCallback((message: string) => {
    setFailure((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setFailure((previous) => (previous ? { ...previous, message: '' } : null)), []);
  return { failure: failure?.message ? failure : null, report, clear };
}
