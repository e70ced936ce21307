import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@portal/shared/limits';

/** How many toasts show at once (app/toast-area.tsx). */
export const TOAST_LIMIT = 4;

/**
 * Shows a toast at once. Past the limit the oldest goes, rather than the newest waiting in Mantine's queue until an
 * older one times out: "Your password was changed." came 8 s after the change behind three earlier toasts.
 */
function show(toast: NotificationData): string {
  const id = notifications.show(toast);
  notifications.updateState(notificationsStore, (all) => all.slice(-TOAST_LIMIT));
  return id;
}

// Only the newest error stays: an older one describes an attempt the user has already moved past.
let currentErrorId: string | undefined;

/** The toast area: errors stay 25 s, other toasts 10 s (specification section 9). */
export const notify = {
  success: (message: string) => show({ message, color: 'teal', autoClose: TOAST_DURATION_MS.other }),
  info: (message: string) => show({ message, color: 'blue', autoClose: TOAST_DURATION_MS.other }),
  error: (message: string) => {
    if (currentErrorId) notifications.hide(currentErrorId);
    currentErrorId = show({ message, color: 'red', autoClose: TOAST_DURATION_MS.error, withBorder: true });
  },
};
