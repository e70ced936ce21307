import type { Control, FieldErrors } from 'react-hook-form';
import * as z from 'zod/mini';
import { campaignCreateSchema, type Campaign } from '@portal/shared/campaigns';
import { PriceFields, type PriceValues } from './price-fields';
import { SectionForm, useSectionForm } from './section-form';

const pricesSchema = z.pick(campaignCreateSchema, {
  callPriceCents: true,
  formPriceCents: true,
  billableCallSeconds: true,
});

/** The prices section in edit mode: only the prices of the lead types the campaign buys. */
export function PricesForm({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const editor = useSectionForm({
    campaign,
    schema: pricesSchema,
    section: 'Prices',
    onDone,
    values: {
      callPriceCents: campaign.callPriceCents,
      formPriceCents: campaign.formPriceCents,
      billableCallSeconds: campaign.billableCallSeconds,
    },
  });
  return (
    <SectionForm editor={editor} onCancel={onDone}>
      <PriceFields
        control={editor.form.control as Control<PriceValues>}
        errors={editor.form.formState.errors as FieldErrors<PriceValues>}
        leadTypes={campaign.leadTypes}
      />
    </SectionForm>
  );
}
