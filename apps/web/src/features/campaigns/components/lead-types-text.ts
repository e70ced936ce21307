import { LEAD_TYPE_LABELS, type Campaign } from '@portal/shared/campaign-records';

/**
 * "Calls, Form leads": what a campaign takes, in words. A file of its own: imported from the campaigns' table, it
 * brought the whole table (and Mantine's Table and ScrollArea, 8 KB gzipped) into a campaign page's first load.
 */
export const leadTypesText = (campaign: Pick<Campaign, 'leadTypes'>) =>
  campaign.leadTypes.map((type) => LEAD_TYPE_LABELS[type]).join(', ') || '—';
