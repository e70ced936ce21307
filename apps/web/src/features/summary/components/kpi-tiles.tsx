import { Box, Paper, Text } from '@mantine/core';
import type { SummaryFigures } from '@portal/shared/leads';
import { formatMoney, formatRate } from '../../../lib/format';
import classes from './kpi-tiles.module.css';

const count = new Intl.NumberFormat('en-US');

// A figure that cannot be worked out (no calls, nothing billable) is a dash, not a misleading zero.
const NONE = '—';

interface Tile {
  label: string;
  value: string;
  note: string;
}

const tiles = (figures: SummaryFigures): Tile[] => [
  { label: 'Leads', value: count.format(figures.leads), note: 'form leads received' },
  { label: 'Calls', value: count.format(figures.calls), note: `${count.format(figures.answeredCalls)} answered` },
  {
    label: 'Billable',
    value: count.format(figures.billable),
    note: `of ${count.format(figures.leads + figures.calls)} leads and calls`,
  },
  { label: 'Spend', value: formatMoney(figures.spendCents), note: 'charged in the range' },
  {
    label: 'Cost per lead',
    value: figures.costPerLeadCents === null ? NONE : formatMoney(figures.costPerLeadCents),
    note: figures.costPerLeadCents === null ? 'nothing billable yet' : 'per billable lead or call',
  },
  {
    label: 'Answered rate',
    value: figures.answeredRate === null ? NONE : formatRate(figures.answeredRate),
    note: figures.answeredRate === null ? 'no calls in the range' : 'of calls answered',
  },
  { label: 'Disputes', value: count.format(figures.disputes), note: 'filed on these leads and calls' },
];

/** The range's headline figures, as a list of terms and values (screen readers read "Leads 412"). */
export function KpiTiles({ figures }: { figures: SummaryFigures }) {
  return (
    <section aria-label="Figures for the range">
      <Box component="dl" className={classes.tiles}>
        {tiles(figures).map((tile) => (
          <Paper key={tile.label} withBorder radius="md" p="sm" className={classes.tile}>
            <Text component="dt" size="sm" c="dimmed" fw={500}>
              {tile.label}
            </Text>
            <Text component="dd" className={classes.value}>
              {tile.value}
            </Text>
            <Text component="dd" size="xs" c="dimmed" className={classes.note}>
              {tile.note}
            </Text>
          </Paper>
        ))}
      </Box>
    </section>
  );
}
