import { describe, expect, it } from 'vitest';
import type { Account } from '@portal/shared/accounts';
import { stepOfField, wizardDefaults, wizardProblems } from './campaign-wizard';

const account = {
  Name: 'Brightside',
  Phone: '+15125550100',
  City: 'Austin',
  State: 'TX',
  Time_Zone__c: 'CST',
} as Account;

describe('campaign wizard', () => {
  it('starts on the account’s day and details', () => {
    // 03:00 UTC on the 2nd is still the 1st in Austin.
    const values = wizardDefaults(account, new Date('2026-03-02T03:00:00Z'));
    expect(values.startDate).toBe('2026-03-01');
    expect(values.listing.city).toBe('Austin');
    expect(values.destinationPhone).toBe('(512) 555-0100');
  });

  it('finds the step of a field, nested ones by their root', () => {
    expect(stepOfField('endDate')).toBe(0);
    expect(stepOfField('zipCodes.2')).toBe(1);
    expect(stepOfField('budget.capCents')).toBe(3);
    expect(stepOfField('listing.zipCode')).toBe(4);
  });

  it('checks the business rules of the steps asked for only', () => {
    const values = { ...wizardDefaults(account), callPriceCents: 50, endDate: '2020-01-01' };
    expect(wizardProblems(values, [0]).map((problem) => problem.path)).toEqual(['endDate']);
    expect(wizardProblems(values, [1]).map((problem) => problem.path)).toEqual(['zipCodes']);
    expect(wizardProblems(values, [3]).map((problem) => problem.message)).toEqual([
      'Price per call must be between $1.00 and $500.00',
    ]);
    values.budget = { period: 'DAILY', capCents: -1 };
    expect(wizardProblems(values, [3]).map((problem) => problem.path)).toContain('budget.capCents');
  });
});
