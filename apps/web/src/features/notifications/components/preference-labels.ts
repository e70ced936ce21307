import type { NotificationChannel } from '@portal/shared/notifications';

/** Each channel as the grid names it. */
export const CHANNEL_LABELS: Record<NotificationChannel, string> = { IN_APP: 'In-app', EMAIL: 'Email', SMS: 'SMS' };

export const SMS_HINT = 'Add a mobile number above to get texts.';
