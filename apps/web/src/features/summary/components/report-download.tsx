import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useDownloadSummaryReport } from '../api/download-summary-report';
import type { DayRange } from './date-range';

/** "Download report (PDF)": the range's figures, their change, the days and the campaigns, to print or send. */
export function ReportDownload({ accountId, range }: { accountId: string; range: DayRange }) {
  const download = useDownloadSummaryReport(accountId);
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(range, {
          onError: (error) => notify.error(errorMessage(error, 'The report could not be downloaded.')),
        })
      }
    >
      Download report (PDF)
    </Button>
  );
}
