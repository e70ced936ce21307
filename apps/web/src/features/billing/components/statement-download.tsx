import { Button, Group, NativeSelect } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { dayIn, ianaZoneOf } from '@portal/shared/account-time';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useDownloadStatement } from '../api/download-statement';

/** This month and the eleven before it, newest first, as yyyy-mm with the month's name. */
function recentMonths(timeZone: string | null | undefined): { value: string; label: string }[] {
  const [year, month] = dayIn(ianaZoneOf(timeZone), new Date()).split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 15));
    return {
      value: date.toISOString().slice(0, 7),
      label: date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    };
  });
}

/**
 * A prepaid account's monthly statement: its opening balance, every money movement and its closing balance, as
 * a PDF (a post-paid account's invoices are its monthly documents).
 */
export function StatementDownload({ accountId, timeZone }: { accountId: string; timeZone: string | null | undefined }) {
  const [months] = useState(() => recentMonths(timeZone));
  const [month, setMonth] = useState(months[0]!.value);
  const download = useDownloadStatement(accountId);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NativeSelect
        label="Monthly statement"
        size="xs"
        data={months}
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
      />
      <Button
        variant="default"
        size="xs"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        loading={download.isPending}
        aria-label={`Download the statement of ${months.find((option) => option.value === month)?.label ?? month} as PDF`}
        onClick={() =>
          download.mutate(month, {
            onError: (error) => notify.error(errorMessage(error, 'The statement could not be downloaded.')),
          })
        }
      >
        Statement (PDF)
      </Button>
    </Group>
  );
}
