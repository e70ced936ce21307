// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
// A campaign as it is read: its record, its statuses and the queries that find it. The read contracts
// (get-campaign, list-campaigns) and the screens that only read campaigns import this module, not
// campaigns.ts, whose form schemas bring the phone and listing validators with them (docs/decisions/0029).
import * as z from 'zod/mini';
import { pageLimit } from './accounts';
import { budgetSummarySchema } from './budgets';
import { SERVICE_CATEGORIES } from './service-categories';
import { TEXT_LIMITS, plainText, singleLineText } from './text';
import { weeklyScheduleSchema } from './weekly-schedule';

export const CAMPAIGN_STATUSES = ['ACTIVE', 'PAUSED', 'PENDING', 'ENDED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const PAUSE_REASONS = ['SEASONAL', 'CAPACITY', 'BUDGET', 'QUALITY', 'OTHER'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];
export const PAUSE_REASON_LABELS: Record<PauseReason, string> = {
  SEASONAL: 'Seasonal slowdown',
  CAPACITY: 'No capacity for more work',
  BUDGET: 'Budget',
  QUALITY: 'Lead quality',
  OTHER: 'Other',
};

export const LEAD_TYPES = ['CALL', 'FORM'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_TYPE_LABELS: Record<LeadType, string> = { CALL: 'Calls', FORM: 'Form leads' };

export const campaignParamsSchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  campaignId: plainText(TEXT_LIMITS.identifier),
});

/** The periods the campaigns list compares campaigns over: the last 7, 30 or 90 days (the account's days). */
export const CAMPAIGN_FIGURE_DAYS = ['7', '30', '90'] as const;
export type CampaignFigureDays = (typeof CAMPAIGN_FIGURE_DAYS)[number];
export const DEFAULT_CAMPAIGN_FIGURE_DAYS: CampaignFigureDays = '30';

export const campaignListQuerySchema = z.object({
  status: z.optional(z.enum(CAMPAIGN_STATUSES)),
  days: z.optional(z.enum(CAMPAIGN_FIGURE_DAYS, { error: `Choose days: ${CAMPAIGN_FIGURE_DAYS.join(', ')}` })),
  q: z.optional(singleLineText(TEXT_LIMITS.search)),
  cursor: z.optional(plainText(TEXT_LIMITS.search)),
  limit: pageLimit(100, 25),
});
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;

const nullableString = () => z.nullable(z.string());

export const campaignSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  name: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  status: z.enum(CAMPAIGN_STATUSES),
  pause: z.nullable(
    z.object({
      reasonCode: z.enum(PAUSE_REASONS),
      comment: nullableString(),
      resumeOn: nullableString(),
      pausedAt: z.string(),
    }),
  ),
  leadTypes: z.array(z.enum(LEAD_TYPES)),
  callPriceCents: z.number(),
  formPriceCents: z.number(),
  billableCallSeconds: z.number(),
  zipCodes: z.array(z.string()),
  states: z.array(z.string()),
  schedule: weeklyScheduleSchema,
  trackingNumber: nullableString(),
  destinationPhone: nullableString(),
  startDate: z.string(),
  endDate: nullableString(),
  budget: z.nullable(budgetSummarySchema),
  listingCount: z.number(),
  leadsThisPeriod: z
    .number()
    .check(z.describe('Leads and calls since the budget period began (this month when there is no budget)')),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** A campaign in the list, with figures that compare it with the others (its own page has the Summary's). */
export const campaignListItemSchema = z.object({
  ...campaignSchema.shape,
  figures: z
    .object({
      from: z.string(),
      to: z.string(),
      leadsAndCalls: z.number(),
      billable: z.number(),
      spendCents: z.number(),
      costPerLeadCents: z.nullable(z.number()),
      revenueCents: z.number(),
      returnOnSpend: z.nullable(z.number()),
    })
    .check(
      z.describe(
        'The same figures for every campaign over the same days (the list’s `days`, 30 unless asked; from and to in the account’s zone), so campaigns compare',
      ),
    ),
});
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;

export const campaignPageSchema = z.object({ items: z.array(campaignListItemSchema), nextCursor: nullableString() });
