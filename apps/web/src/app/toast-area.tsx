import { getDefaultZIndex } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT } from '../lib/notify';

// Above modals (a failed save in a modal is said over it), below menus and popovers (Mantine: 200 and 300).
const TOAST_LAYER = getDefaultZIndex('modal') + 50;

/**
 * Where toasts appear: top right, below the signed-in header, and under any open menu, so that a toast (an
 * error stays 25 s) never covers the user menu, its items or the navigation. Loaded after the first screen:
 * toasts shown before it arrives wait in the store.
 */
export function ToastArea() {
  return <Notifications position="top-right" limit={TOAST_LIMIT} zIndex={TOAST_LAYER} />;
}
