import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';

/**
 * Says so while the browser has no network: the screen then shows what this device last loaded (the service worker's
 * copies, docs/decisions/0053), and a change waits until the network is back (TanStack Query pauses it).
 */
export function OfflineNotice() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert role="status" color="gray" icon={<IconWifiOff size={20} aria-hidden />} title="You are offline" mb="lg">
      You see what this device last loaded. Calls and texts still work; changes are sent once you are back online.
    </Alert>
  );
}
