import { Controller, type UseFormReturn } from 'react-hook-form';
import type { CampaignCreate } from '@portal/shared/campaigns';
import { WeeklyScheduleEditor } from '../../../components/weekly-schedule-editor';

/** Step 3: the hours the campaign takes leads, in the account's time zone. */
export function WizardScheduleStep({ form, timeZone }: { form: UseFormReturn<CampaignCreate>; timeZone: string }) {
  return (
    <Controller
      control={form.control}
      name="schedule"
      render={({ field }) => (
        <WeeklyScheduleEditor
          label="When this campaign takes leads"
          timeZone={timeZone}
          alwaysLabel="Any time (every day, all day)"
          value={field.value}
          onChange={field.onChange}
          errors={form.formState.errors.schedule}
        />
      )}
    />
  );
}
