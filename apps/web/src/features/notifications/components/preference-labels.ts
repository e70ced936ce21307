import type { NotificationChannel } from '@portal/shared/notifications';

/** Each channel as the grid names it. */
export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  IN_APP: 'In-app',
  EMAIL: 'Email',
  SMS: 'SMS',
  PUSH: 'Push',
};

export const SMS_HINT = 'Add a mobile number above to get texts.';
export const PUSH_HINT = 'Turn on push for this device above to get alerts on it.';
