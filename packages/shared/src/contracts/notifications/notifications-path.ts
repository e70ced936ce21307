export const NOTIFICATIONS_PATH = 'notification-svc';
export const NOTIFICATION_TAGS = ['notifications'] as const;
