import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@portal/shared/limits';

// Only the newest error stays: an older one describes an attempt the user has already moved past, and
// a pile of them would queue behind the toast limit.
let currentErrorId: string | undefined;

/** The toast area: errors stay 25 s, other toasts 10 s (specification section 9). */
export const notify = {
  success: (message: string) => notifications.show({ message, color: 'teal', autoClose: TOAST_DURATION_MS.other }),
  info: (message: string) => notifications.show({ message, color: 'blue', autoClose: TOAST_DURATION_MS.other }),
  error: (message: string) => {
    if (currentErrorId) notifications.hide(currentErrorId);
    currentErrorId = notifications.show({
      message,
      color: 'red',
      autoClose: TOAST_DURATION_MS.error,
      withBorder: true,
    });
  },
};
