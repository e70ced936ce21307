import { Notifications } from '@mantine/notifications';

/** Where toasts appear. Loaded after the first screen: toasts shown before it arrives wait in the store. */
export default function ToastArea() {
  return <Notifications position="top-right" limit={4} />;
}
