import { Alert } from '@mantine/core';

/** What a staff screen says to anyone else who reaches its address. */
export function StaffOnly() {
  return (
    <Alert color="red" title="Provider staff only">
      This screen is for provider staff.
    </Alert>
  );
}
