import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@portal/shared/limits';

/** The toast area: errors stay 25 s, other toasts 10 s (specification section 9). */
export const notify = {
  success: (message: string) =>
    notifications.show({ message, color: 'teal', autoClose: TOAST_DURATION_MS.other }),
  info: (message: string) => notifications.show({ message, color: 'blue', autoClose: TOAST_DURATION_MS.other }),
  error: (message: string) =>
    notifications.show({ message, color: 'red', autoClose: TOAST_DURATION_MS.error, withBorder: true }),
};
