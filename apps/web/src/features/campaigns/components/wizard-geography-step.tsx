import { Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { CampaignCreate } from '@portal/shared/campaigns';
import { ZipCodesInput } from '../../../components/zip-codes-input';
import { firstMessage } from '../../../lib/form-errors';
import { StatesInput } from './campaign-inputs';

/** Step 2: the ZIP codes and states leads come from (at least one of either). */
export function WizardGeographyStep({ form }: { form: UseFormReturn<CampaignCreate> }) {
  const errors = form.formState.errors;
  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="zipCodes"
        render={({ field }) => (
          <ZipCodesInput
            label="ZIP codes"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={firstMessage(errors.zipCodes)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="states"
        render={({ field }) => <StatesInput {...field} error={firstMessage(errors.states)} />}
      />
    </Stack>
  );
}
