import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** "Export CSV" beside a list's heading: the file holds exactly the rows its filters show. */
export function ExportButton({
  onClick,
  loading,
  disabled,
}: {
  onClick: () => void;
  loading: boolean;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={onClick}
      loading={loading}
      disabled={disabled}
    >
      Export CSV
    </Button>
  );
}
