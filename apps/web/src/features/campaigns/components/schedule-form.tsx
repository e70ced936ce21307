import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { campaignCreateSchema, type Campaign } from '@portal/shared/campaigns';
import { WeeklyScheduleEditor } from '../../../components/weekly-schedule-editor';
import { SectionForm, useSectionForm } from './section-form';

const scheduleSchema = z.pick(campaignCreateSchema, { schedule: true });

/** The schedule section in edit mode. */
export function ScheduleForm({
  campaign,
  timeZone,
  onDone,
}: {
  campaign: Campaign;
  timeZone: string;
  onDone: () => void;
}) {
  const editor = useSectionForm({
    campaign,
    schema: scheduleSchema,
    section: 'Schedule',
    onDone,
    values: { schedule: campaign.schedule },
  });
  return (
    <SectionForm editor={editor} onCancel={onDone}>
      <Controller
        control={editor.form.control}
        name="schedule"
        render={({ field }) => (
          <WeeklyScheduleEditor
            label="When this campaign takes leads"
            timeZone={timeZone}
            alwaysLabel="Any time (every day, all day)"
            value={field.value}
            onChange={field.onChange}
            errors={editor.form.formState.errors.schedule}
          />
        )}
      />
    </SectionForm>
  );
}
