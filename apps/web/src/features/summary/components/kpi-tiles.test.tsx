import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KpiTiles } from './kpi-tiles';

const figures = {
  leads: 1200,
  calls: 30,
  answeredCalls: 24,
  billable: 1000,
  spendCents: 1_234_567,
  disputes: 2,
  costPerLeadCents: 1235,
  answeredRate: 0.8,
  bookedCount: 40,
  wonCount: 12,
  revenueCents: 2_469_134,
  returnOnSpend: 2,
  costPerBookedCents: 23_742,
  lostToCapCount: 3,
};

const tile = (label: string) =>
  within(screen.getByRole('region', { name: 'Figures for the range' })).getByText(label).nextSibling;

describe('KpiTiles', () => {
  it('shows counts, money and the answered rate as people read them', () => {
    render(
      <MantineProvider>
        <KpiTiles figures={figures} />
      </MantineProvider>,
    );
    expect(tile('Leads')).toHaveTextContent('1,200');
    expect(tile('Spend')).toHaveTextContent('$12,345.67');
    expect(tile('Cost per lead')).toHaveTextContent('$12.35');
    expect(tile('Answered rate')).toHaveTextContent('80%');
  });

  it('shows a dash, not a zero, for figures that cannot be worked out', () => {
    render(
      <MantineProvider>
        <KpiTiles figures={{ ...figures, calls: 0, answeredCalls: 0, costPerLeadCents: null, answeredRate: null }} />
      </MantineProvider>,
    );
    expect(tile('Cost per lead')).toHaveTextContent('—');
    expect(tile('Answered rate')).toHaveTextContent('—');
    expect(screen.getByText('no calls in the range')).toBeInTheDocument();
  });
});
