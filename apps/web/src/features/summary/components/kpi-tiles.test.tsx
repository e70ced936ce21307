import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeOf } from '@portal/shared/summary-tiles';
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

  it('shows revenue, return on spend and cost per booked job, each with its change and whether that is good', () => {
    const previous = {
      ...figures,
      leads: 1_000,
      revenueCents: 0,
      costPerBookedCents: 20_000,
      spendCents: 1_234_567,
      returnOnSpend: 2.04,
    };
    render(
      <MantineProvider>
        <KpiTiles figures={figures} previous={previous} />
      </MantineProvider>,
    );
    expect(tile('Revenue')).toHaveTextContent('$24,691.34');
    expect(tile('Return on spend')).toHaveTextContent('2×');
    expect(tile('Cost per booked job')).toHaveTextContent('$237.42');
    const change = (label: string) => tile(label)?.nextSibling?.nextSibling as HTMLElement;
    expect(change('Leads')).toHaveTextContent('▲ up 20% on the period before, better');
    expect(change('Leads')).toHaveAttribute('data-tone', 'good');
    expect(change('Revenue')).toHaveTextContent('up from none the period before, better');
    expect(change('Cost per booked job')).toHaveTextContent('▲ up 19% on the period before, worse');
    expect(change('Cost per booked job')).toHaveAttribute('data-tone', 'bad');
    expect(change('Spend')).toHaveTextContent('same as the period before');
    // Return on spend compared as shown: 2.0× against 2.04× has not changed.
    expect(change('Return on spend')).toHaveTextContent('same as the period before');
  });
});

describe('changeOf', () => {
  it('says how a figure moved and whether that is good news', () => {
    expect(changeOf(90, 100, 'higher')).toEqual({ text: '▼ down 10% on the period before, worse', tone: 'bad' });
    expect(changeOf(90, 100, 'lower')).toEqual({ text: '▼ down 10% on the period before, better', tone: 'good' });
    expect(changeOf(110, 100, 'neither')).toEqual({ text: '▲ up 10% on the period before', tone: 'neutral' });
    expect(changeOf(1001, 1000, 'higher')?.text).toBe('▲ up under 1% on the period before, better');
    // A share moves by points.
    expect(changeOf(0.6, 0.4, 'higher', true)?.text).toBe('▲ up 20 points on the period before, better');
    expect(changeOf(null, 100, 'higher')).toBeNull();
    expect(changeOf(5, null, 'higher')).toBeNull();
  });
});
