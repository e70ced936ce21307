import type { Account } from '@portal/shared/accounts';
import { dayIn, ianaZoneOf } from '@portal/shared/account-time';
import { capProblem } from '@portal/shared/budgets';
import { CAMPAIGN_LIMITS, campaignRuleProblems, type CampaignCreate, type RuleProblem } from '@portal/shared/campaigns';
import { formatPhone } from '@portal/shared/phone-format';
import { businessHours } from '@portal/shared/weekly-schedule';

/** The wizard's steps and the fields each one asks for (react-hook-form names; a nested object by its root). */
export const WIZARD_STEPS = [
  {
    label: 'Basics',
    description: 'Name, service, lead types and dates',
    fields: ['name', 'category', 'leadTypes', 'destinationPhone', 'startDate', 'endDate', 'status'],
  },
  { label: 'Geography', description: 'The ZIP codes and states leads come from', fields: ['zipCodes', 'states'] },
  { label: 'Schedule', description: 'The hours it takes leads', fields: ['schedule'] },
  {
    label: 'Prices',
    description: 'What a lead costs, and the budget that caps the spend',
    fields: ['callPriceCents', 'formPriceCents', 'billableCallSeconds', 'budget'],
  },
  { label: 'Listing', description: 'The first listing: your business profile in the directory', fields: ['listing'] },
] as const satisfies readonly { label: string; description: string; fields: readonly (keyof CampaignCreate)[] }[];

export type WizardField = (typeof WIZARD_STEPS)[number]['fields'][number];

/** The step that asks for a field ("listing.zipCode" is on the listing step). */
export const stepOfField = (path: string): number => {
  const root = path.split('.')[0];
  return Math.max(
    0,
    WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(root ?? '')),
  );
};

/** A new campaign's starting values: sensible prices and hours, the account's own details for the listing. */
export function wizardDefaults(account: Account | undefined, now = new Date()): CampaignCreate {
  return {
    name: '',
    category: '' as CampaignCreate['category'],
    leadTypes: ['CALL', 'FORM'],
    status: 'ACTIVE',
    destinationPhone: formatPhone(account?.Phone),
    trackingNumber: '',
    startDate: dayIn(ianaZoneOf(account?.Time_Zone__c), now),
    endDate: null,
    zipCodes: [],
    states: [],
    schedule: businessHours(),
    callPriceCents: 2500,
    formPriceCents: 1500,
    billableCallSeconds: CAMPAIGN_LIMITS.defaultBillableCallSeconds,
    budget: { period: 'MONTHLY', capCents: 100_000 },
    listing: {
      displayName: account?.Name ?? '',
      description: '',
      street: '',
      city: account?.City ?? '',
      state: account?.State ?? '',
      zipCode: '',
      phone: formatPhone(account?.Phone),
      website: '',
      hours: businessHours(),
      serviceZipCodes: [],
      categories: [],
      status: 'DRAFT',
    },
  };
}

/**
 * The rules beyond each field's shape (the server's 422s), for the fields of some steps: the wizard shows
 * them before it moves on, in the same words the server would use.
 */
export function wizardProblems(values: CampaignCreate, steps: readonly number[]): RuleProblem[] {
  const problems = campaignRuleProblems({
    ...values,
    destinationPhone: values.destinationPhone,
    endDate: values.endDate || null,
  } as Parameters<typeof campaignRuleProblems>[0]);
  const cap = capProblem(values.budget.capCents);
  if (cap) problems.push({ path: 'budget.capCents', message: cap });
  return problems.filter((problem) => steps.includes(stepOfField(problem.path)));
}
