import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '@portal/shared/limits';

/** A success message on a form that vanishes after 10 seconds (specification section 4). */
export function SuccessBanner({ message, onHide }: { message: string | null; onHide?: () => void }) {
  const [visible, setVisible] = useState(message !== null);
  useEffect(() => {
    setVisible(message !== null);
    if (message === null) return;
    const timer = setTimeout(() => {
      setVisible(false);
      onHide?.();
    }, TOAST_DURATION_MS.successBanner);
    return () => clearTimeout(timer);
  }, [message, onHide]);
  if (!visible || message === null) return null;
  return (
    <Alert color="teal" variant="light" role="status">
      {message}
    </Alert>
  );
}
