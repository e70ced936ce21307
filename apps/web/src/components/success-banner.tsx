import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '@portal/shared/limits';

/**
 * A success message on a form that vanishes after 10 seconds (specification section 4).
 * To show the same text again, give the banner a new `key`.
 */
export function SuccessBanner({ message, onHide }: { message: string | null; onHide?: () => void }) {
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => {
      setExpired(message);
      onHide?.();
    }, TOAST_DURATION_MS.successBanner);
    return () => clearTimeout(timer);
  }, [message, onHide]);
  if (message === null || expired === message) return null;
  return (
    <Alert color="teal" variant="light" role="status">
      {message}
    </Alert>
  );
}
