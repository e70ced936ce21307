import { NativeSelect } from '@mantine/core';
import {
  SUMMARY_EMAIL_FREQUENCIES,
  SUMMARY_EMAIL_LABELS,
  type SummaryEmailFrequency,
} from '@portal/shared/notifications';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useUpdateSummaryEmail } from '../api/update-preference';

const OPTIONS = SUMMARY_EMAIL_FREQUENCIES.map((frequency) => ({
  value: frequency,
  label: SUMMARY_EMAIL_LABELS[frequency],
}));

/** The person's summary email of the account: none, daily, weekly or monthly, saved as it is chosen. */
export function SummaryEmailChoice({ accountId, value }: { accountId: string; value: SummaryEmailFrequency }) {
  const update = useUpdateSummaryEmail(accountId);
  return (
    <NativeSelect
      label="Summary email"
      description="The figures of the day, week or month before, what needs attention and the PDF report, at 7:00 in the account's time zone."
      data={OPTIONS}
      value={update.isPending ? update.variables : value}
      maw={480}
      onChange={(event) =>
        update.mutate(event.currentTarget.value as SummaryEmailFrequency, {
          onError: (error) =>
            notify.error(`Your summary email choice was not saved: ${errorMessage(error).replace(/\.$/, '')}.`),
        })
      }
    />
  );
}
