import { NotificationPreferences } from '../../features/notifications/components/notification-preferences';
import { ProfileScreen } from '../../features/profile/components/profile-screen';

/** /profile: your name and phone (profile), and how you hear of the account's news (notifications). */
export function Component() {
  return <ProfileScreen notificationChoices={<NotificationPreferences />} />;
}
