// The Summary's figures as people read them, for the screen's tiles and the PDF report alike: each figure's words,
// whether a rise is good for the business, and how it moved against the period before.
import type { SummaryFigures } from './leads';
import { dollars } from './usd';

let percent: Intl.NumberFormat | undefined;

/** A share as a percentage to one decimal at most: 0.852 is "85.2%", 1 is "100%" (its formatter built on first use). */
export const formatRate = (share: number): string =>
  (percent ??= new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })).format(share);

const count = /* @__PURE__ */ new Intl.NumberFormat('en-US');
const times = /* @__PURE__ */ new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

// A figure that cannot be worked out (no calls, nothing billable) is a dash, not a misleading zero.
const NONE = '—';

/** A return on spend as people read it, to one decimal: "20.3×"; a dash when there was no spend. */
export const formatReturnOnSpend = (returnOnSpend: number | null): string =>
  returnOnSpend === null ? NONE : `${times.format(returnOnSpend)}×`;

/** Whether a rise of the figure is good for the business, bad, or neither (spend is what it is). */
export type Better = 'higher' | 'lower' | 'neither';

export interface SummaryTile {
  label: string;
  value: string;
  note: string;
  /** The figure as a number, to compare with the period before; null when it cannot be worked out. */
  amount: (figures: SummaryFigures) => number | null;
  better: Better;
  /** A share (0 to 1) changes by points, not by a percentage of itself: 40 % to 60 % is "20 points". */
  share?: boolean;
}

/** The Summary's headline figures, in the order the screen and the PDF report show them. */
export const summaryTiles = (figures: SummaryFigures): SummaryTile[] => [
  {
    label: 'Leads',
    value: count.format(figures.leads),
    note: 'form leads received',
    amount: (of) => of.leads,
    better: 'higher',
  },
  {
    label: 'Calls',
    value: count.format(figures.calls),
    note: `${count.format(figures.answeredCalls)} answered`,
    amount: (of) => of.calls,
    better: 'higher',
  },
  {
    label: 'Billable',
    value: count.format(figures.billable),
    note: `of ${count.format(figures.leads + figures.calls)} leads and calls`,
    amount: (of) => of.billable,
    better: 'higher',
  },
  {
    label: 'Spend',
    value: dollars(figures.spendCents),
    note: 'charged in the range',
    amount: (of) => of.spendCents,
    better: 'neither',
  },
  {
    label: 'Cost per lead',
    value: figures.costPerLeadCents === null ? NONE : dollars(figures.costPerLeadCents),
    note: figures.costPerLeadCents === null ? 'nothing billable yet' : 'per billable lead or call',
    amount: (of) => of.costPerLeadCents,
    better: 'lower',
  },
  {
    label: 'Answered rate',
    value: figures.answeredRate === null ? NONE : formatRate(figures.answeredRate),
    note: figures.answeredRate === null ? 'no calls in the range' : 'of calls answered',
    amount: (of) => of.answeredRate,
    better: 'higher',
    share: true,
  },
  {
    label: 'Disputes',
    value: count.format(figures.disputes),
    note: 'filed on these leads and calls',
    amount: (of) => of.disputes,
    better: 'lower',
  },
  {
    label: 'Revenue',
    value: dollars(figures.revenueCents),
    note: jobsNote(figures.bookedCount + figures.wonCount),
    amount: (of) => of.revenueCents,
    better: 'higher',
  },
  {
    label: 'Return on spend',
    value: formatReturnOnSpend(figures.returnOnSpend),
    note: figures.returnOnSpend === null ? 'no spend in the range' : 'revenue for each dollar spent',
    // As shown (one decimal): two periods that both read "2.0×" have not changed.
    amount: (of) => (of.returnOnSpend === null ? null : Math.round(of.returnOnSpend * 10) / 10),
    better: 'higher',
  },
  {
    label: 'Cost per booked job',
    value: figures.costPerBookedCents === null ? NONE : dollars(figures.costPerBookedCents),
    note: figures.costPerBookedCents === null ? 'no booked jobs yet' : 'spend per job booked or won',
    amount: (of) => of.costPerBookedCents,
    better: 'lower',
  },
];

/** How many jobs the revenue is of (some may have no value yet). */
const jobsNote = (jobs: number) => `${count.format(jobs)} ${jobs === 1 ? 'job' : 'jobs'} booked or won`;

export interface Change {
  text: string;
  tone: 'good' | 'bad' | 'neutral';
}

/**
 * How a figure moved against the period before, in words, and whether that is good news: said in words too
 * ("better", "worse"), not by its colour alone.
 */
export function changeOf(now: number | null, before: number | null, better: Better, share = false): Change | null {
  if (now === null || before === null) return null;
  if (now === before) return { text: 'same as the period before', tone: 'neutral' };
  const up = now > before;
  const tone = better === 'neither' ? 'neutral' : up === (better === 'higher') ? 'good' : 'bad';
  const verdict = tone === 'good' ? ', better' : tone === 'bad' ? ', worse' : '';
  const arrow = up ? '▲ up' : '▼ down';
  if (share) {
    const points = Math.round(Math.abs(now - before) * 100);
    return {
      text: `${arrow} ${points === 0 ? 'under 1 point' : `${points} points`} on the period before${verdict}`,
      tone,
    };
  }
  if (before === 0) return { text: `up from none the period before${verdict}`, tone };
  const percent = Math.round((Math.abs(now - before) / Math.abs(before)) * 100);
  return {
    text: `${arrow} ${percent === 0 ? 'under 1' : count.format(percent)}% on the period before${verdict}`,
    tone,
  };
}
