import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { campaignCreateSchema, type Campaign } from '@portal/shared/campaigns';
import { ZipCodesInput } from '../../../components/zip-codes-input';
import { firstMessage } from '../../../lib/form-errors';
import { StatesInput } from './campaign-inputs';
import { SectionForm, useSectionForm } from './section-form';

const geographySchema = z.pick(campaignCreateSchema, { zipCodes: true, states: true });

/** The geography section in edit mode. */
export function GeographyForm({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const editor = useSectionForm({
    campaign,
    schema: geographySchema,
    section: 'Geography',
    onDone,
    values: { zipCodes: campaign.zipCodes, states: campaign.states },
  });
  const { control, formState } = editor.form;
  return (
    <SectionForm editor={editor} onCancel={onDone}>
      <Controller
        control={control}
        name="zipCodes"
        render={({ field }) => (
          <ZipCodesInput
            label="ZIP codes"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={firstMessage(formState.errors.zipCodes)}
          />
        )}
      />
      <Controller
        control={control}
        name="states"
        render={({ field }) => <StatesInput {...field} error={firstMessage(formState.errors.states)} />}
      />
    </SectionForm>
  );
}
