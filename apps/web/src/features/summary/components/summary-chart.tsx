import '@mantine/charts/styles.layer.css';
import { CompositeChart, type CompositeChartSeries } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { Summary } from '@portal/shared/leads';
import { formatMoney } from '../../../lib/format';

const SERIES: CompositeChartSeries[] = [
  { name: 'leads', label: 'Leads', color: 'indigo.6', type: 'bar' },
  { name: 'calls', label: 'Calls', color: 'grape.5', type: 'bar' },
  { name: 'spend', label: 'Spend', color: 'teal.7', type: 'line', yAxisId: 'right' },
];

/**
 * Today's spend so far, dashed from yesterday's: a day still running has spent less than a whole one, and a
 * solid line diving on its last point read as a fall in spend.
 */
const SO_FAR: CompositeChartSeries = {
  name: 'spendSoFar',
  label: 'Spend today so far',
  color: 'teal.7',
  type: 'line',
  yAxisId: 'right',
  strokeDasharray: '5 4',
};

const shortDay = (day: string) => dayjs(day).format('MMM D');

/**
 * Every how many days the x axis writes a date: about five dates whatever the range, which fit a phone's
 * width without touching. A fixed interval, not
 * Recharts' own choice by minimum gap, which measures every label in the page's layout first: 110 ms of a
 * phone's main thread for a month (docs/decisions/0031).
 */
const dayLabelInterval = (days: number) => Math.max(0, Math.ceil(days / 5) - 1);

interface TooltipEntry {
  payload?: { day: string; leads: number; calls: number; spendCents: number };
}

/** The hovered day's three figures, each in its own unit (Mantine's tooltip has one formatter for all). */
function DayTooltip({ active, payload }: { active?: boolean; payload?: readonly TooltipEntry[] }) {
  const day = payload?.[0]?.payload;
  if (!active || !day) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" radius="sm">
      <Text size="sm" fw={600}>
        {day.day}
      </Text>
      <Text size="sm">Leads: {day.leads}</Text>
      <Text size="sm">Calls: {day.calls}</Text>
      <Text size="sm">Spend: {formatMoney(day.spendCents)}</Text>
    </Paper>
  );
}

/**
 * Leads and calls per day as bars, spend as a line on its own axis (dollars and counts do not share a
 * scale). This file is the only one that imports the chart library (about 125 KB gzipped): the summary
 * loads it lazily, so neither sign-in nor the rest of the portal carries it. Screen readers get the same
 * figures from the table beside it; the drawing itself is hidden from them.
 */
export function SummaryChart({ days, today }: { days: Summary['days']; today: string }) {
  // The range ends today (the account's): its spend line stops at yesterday, and today's is the dashed "so far".
  const running = days.length > 1 && days.at(-1)?.day === today;
  const data = days.map((day, index) => {
    const spend = day.spendCents / 100;
    const last = index === days.length - 1;
    return {
      day: day.day,
      leads: day.leads,
      calls: day.calls,
      spend: running && last ? null : spend,
      spendSoFar: running && index >= days.length - 2 ? spend : null,
      spendCents: day.spendCents,
    };
  });
  return (
    <CompositeChart
      aria-hidden
      h={280}
      data={data}
      dataKey="day"
      series={running ? [...SERIES, SO_FAR] : SERIES}
      withLegend
      legendProps={{ verticalAlign: 'top', height: 36 }}
      withRightYAxis
      // Every value tick is written (about five), so neither axis measures its labels first.
      rightYAxisProps={{ tickFormatter: (value: number) => `$${value}`, width: 56, interval: 0 }}
      yAxisProps={{ allowDecimals: false, width: 40, interval: 0 }}
      xAxisProps={{ tickFormatter: shortDay, interval: dayLabelInterval(days.length) }}
      withDots={false}
      maxBarWidth={14}
      accessibilityLayer={false}
      tooltipAnimationDuration={100}
      tooltipProps={{ content: DayTooltip }}
    />
  );
}
