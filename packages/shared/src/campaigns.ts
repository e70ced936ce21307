// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';
import { calendarDay } from './calendar-day';
import { int32, recordVersion } from './integers';
import { budgetPeriodSchema } from './budgets';
import { listingCreateSchema } from './listing-forms';
import { MESSAGES } from './messages';
import { cents, dollars } from './money';
import { distinctList } from './multi-value';
import { usPhone } from './phone';
import { SERVICE_CATEGORIES } from './service-categories';
import { TEXT_LIMITS, multiLineText, singleLineText } from './text';
import { weeklyScheduleSchema } from './weekly-schedule';
import { usStateList, zipCodeList } from './zip-codes';
import { LEAD_TYPES, PAUSE_REASONS } from './campaign-records';

// Everything about campaigns, for the server and the forms: the read side is campaign-records.ts.
export * from './campaign-records';

/** The bounds a campaign's numbers must keep (broken ones answer 422 with these in the message). */
export const CAMPAIGN_LIMITS = {
  minPriceCents: 100,
  maxPriceCents: 50_000,
  defaultBillableCallSeconds: 60,
  maxBillableCallSeconds: 600,
} as const;

const required = { required: MESSAGES.fieldRequired };

/** The settings a campaign is created with and edited in place, section by section. */
export const campaignSettingsFields = {
  name: singleLineText(TEXT_LIMITS.name, required),
  category: z.enum(SERVICE_CATEGORIES, { error: 'Choose a service category from the list' }),
  leadTypes: distinctList(z.enum(LEAD_TYPES), LEAD_TYPES.length).check(
    z.minLength(1, 'Choose calls, form leads or both'),
  ),
  callPriceCents: cents(),
  formPriceCents: cents(),
  billableCallSeconds: int32('must be a whole number of seconds'),
  zipCodes: zipCodeList(),
  states: usStateList(),
  schedule: weeklyScheduleSchema,
  /** The number consumers call, which routes to the destination phone; empty until one is provisioned. */
  trackingNumber: usPhone({ allowEmpty: true }),
  destinationPhone: usPhone({ allowEmpty: true }),
  startDate: calendarDay(),
  endDate: z.nullable(calendarDay()),
};

export const campaignCreateSchema = z.strictObject({
  ...campaignSettingsFields,
  /** A new campaign starts buying now (ACTIVE) or waits until someone starts it (PENDING). */
  status: z.enum(['ACTIVE', 'PENDING']),
  budget: z.strictObject({ period: budgetPeriodSchema, capCents: cents() }),
  listing: listingCreateSchema,
});
export type CampaignCreate = z.input<typeof campaignCreateSchema>;

/** A PATCH: any settings, with the version the editor read (a stale one answers 409). */
export const campaignUpdateSchema = z.extend(z.partial(z.strictObject(campaignSettingsFields)), {
  version: recordVersion(),
});
export type CampaignUpdate = z.input<typeof campaignUpdateSchema>;

export const campaignPauseSchema = z.strictObject({
  reasonCode: z.enum(PAUSE_REASONS, { error: `Choose a reason: ${PAUSE_REASONS.join(', ')}` }),
  comment: z.optional(multiLineText(TEXT_LIMITS.comment)),
  /** The day a scheduled job resumes the campaign, in the account's time zone. */
  resumeOn: z.optional(z.nullable(calendarDay())),
});
export type CampaignPause = z.input<typeof campaignPauseSchema>;

type CampaignRuleInput = Pick<
  z.output<typeof campaignCreateSchema>,
  | 'leadTypes'
  | 'callPriceCents'
  | 'formPriceCents'
  | 'billableCallSeconds'
  | 'zipCodes'
  | 'states'
  | 'destinationPhone'
  | 'startDate'
  | 'endDate'
>;

export interface RuleProblem {
  path: string;
  message: string;
}

const priceMessage = `must be between ${dollars(CAMPAIGN_LIMITS.minPriceCents)} and ${dollars(CAMPAIGN_LIMITS.maxPriceCents)}`;

/**
 * The business rules of a campaign's settings, beyond their shapes: the server answers 422 with these,
 * and the web's forms show the same messages before they send.
 */
export function campaignRuleProblems(campaign: CampaignRuleInput): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const priceInRange = (value: number) =>
    value >= CAMPAIGN_LIMITS.minPriceCents && value <= CAMPAIGN_LIMITS.maxPriceCents;
  if (campaign.leadTypes.includes('CALL') && !priceInRange(campaign.callPriceCents)) {
    problems.push({ path: 'callPriceCents', message: `Price per call ${priceMessage}` });
  }
  if (campaign.leadTypes.includes('FORM') && !priceInRange(campaign.formPriceCents)) {
    problems.push({ path: 'formPriceCents', message: `Price per form lead ${priceMessage}` });
  }
  if (campaign.billableCallSeconds < 0 || campaign.billableCallSeconds > CAMPAIGN_LIMITS.maxBillableCallSeconds) {
    problems.push({
      path: 'billableCallSeconds',
      message: `Billable call duration must be between 0 and ${CAMPAIGN_LIMITS.maxBillableCallSeconds} seconds`,
    });
  }
  if (campaign.zipCodes.length === 0 && campaign.states.length === 0) {
    problems.push({ path: 'zipCodes', message: 'Target at least one ZIP code or state' });
  }
  if (campaign.leadTypes.includes('CALL') && !campaign.destinationPhone) {
    problems.push({ path: 'destinationPhone', message: 'Calls need a destination phone to ring' });
  }
  if (campaign.endDate && campaign.endDate < campaign.startDate) {
    problems.push({ path: 'endDate', message: 'The end date must be on or after the start date' });
  }
  return problems;
}
