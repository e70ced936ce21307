import type { Campaign } from '@portal/shared/campaigns';
import { formatMoney } from '../../../lib/format';
import { DetailList } from '../../../components/detail-list';
import { EditableSection } from './editable-section';
import { lazyComponent } from '../../../lib/lazy-component';

const { Lazy: PricesForm } = lazyComponent(() => import('./prices-form').then((module) => module.PricesForm));

/** What each call and form lead costs; a kind of lead the campaign does not buy is not shown. */
export function PricesSection({ campaign, canEdit }: { campaign: Campaign; canEdit: boolean }) {
  const calls = campaign.leadTypes.includes('CALL');
  const forms = campaign.leadTypes.includes('FORM');
  return (
    <EditableSection
      title="Prices"
      canEdit={canEdit}
      editor={(done) => <PricesForm campaign={campaign} onDone={done} />}
    >
      <DetailList
        items={[
          ...(calls
            ? [
                { label: 'Price per call', value: formatMoney(campaign.callPriceCents) },
                { label: 'Billable after', value: `${campaign.billableCallSeconds} seconds of talk` },
              ]
            : []),
          ...(forms ? [{ label: 'Price per form lead', value: formatMoney(campaign.formPriceCents) }] : []),
        ]}
      />
    </EditableSection>
  );
}
