import { describe, expect, it } from 'vitest';
import { contentOf } from './notification-content';

const reached = (campaignName?: string) => ({
  type: 'budget.reached' as const,
  payload: {
    budgetId: '0190f3a2-7b1c-7d2e-8f3a-4b5c6d7e8f90',
    campaignId: '0190f3a2-7b1c-7d2e-8f3a-4b5c6d7e8f91',
    ...(campaignName !== undefined && { campaignName }),
    period: 'MONTHLY',
    periodStart: '2026-11-01T06:00:00.000Z',
    capCents: 300_000,
    spentCents: 300_000,
  },
});

describe('what a notification says', () => {
  it('names the campaign that reached its cap, and the cap', () => {
    expect(contentOf(reached('Emergency Plumbing'), 'Brightside Home Services')).toEqual({
      title: 'Emergency Plumbing reached its monthly cap of $3,000.00',
      body: 'Brightside Home Services: Emergency Plumbing reached its monthly cap of $3,000.00; it buys again next period or when the cap is raised.',
      link: '/budgets/0190f3a2-7b1c-7d2e-8f3a-4b5c6d7e8f90',
    });
  });

  it('still reads as a sentence for an event recorded before it carried the name', () => {
    expect(contentOf(reached(), 'Brightside Home Services').title).toBe(
      'A campaign reached its monthly cap of $3,000.00',
    );
  });
});
