import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import type { Db } from '../db/database';
import { ingestEvent } from '../modules/supply/ingest-service';
import { createCampaignFixture } from './campaign-samples';

let serial = 0;

/**
 * A new lead from `name` on a new always-open campaign of the account, ingested as the provider's would be, now:
 * for tests about what follows a lead (notifications, pushes). Each has its own external id and phone number.
 */
export async function ingestLeadFixture(db: Db, accountId: string, name: string, campaignName: string) {
  const { campaign } = await createCampaignFixture(db, accountId, { schedule: ALWAYS_SCHEDULE, name: campaignName });
  serial += 1;
  return ingestEvent(
    db,
    {
      externalId: `lead-fixture-${serial}-${Math.random()}`,
      type: 'LEAD',
      campaignId: campaign.id,
      occurredAt: new Date().toISOString(),
      consumer: { name, phone: `+1512557${String(1000 + serial).slice(-4)}`, zip: '78701' },
    },
    new Date(),
  );
}
