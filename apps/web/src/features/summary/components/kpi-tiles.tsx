import { Box, Paper, Text } from '@mantine/core';
import type { SummaryFigures } from '@portal/shared/leads';
import { changeOf, summaryTiles } from '@portal/shared/summary-tiles';
import classes from './kpi-tiles.module.css';

/**
 * The range's headline figures, as a list of terms and values (screen readers read "Leads 412"), each with
 * its change against the equally long period before when that is known.
 */
export function KpiTiles({ figures, previous }: { figures: SummaryFigures; previous?: SummaryFigures }) {
  return (
    <section aria-label="Figures for the range">
      <Box component="dl" className={classes.tiles}>
        {summaryTiles(figures).map((tile) => {
          const change = previous
            ? changeOf(tile.amount(figures), tile.amount(previous), tile.better, tile.share)
            : null;
          return (
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
              {change && (
                <Text component="dd" size="xs" fw={500} className={classes.note} data-tone={change.tone}>
                  {change.text}
                </Text>
              )}
            </Paper>
          );
        })}
      </Box>
    </section>
  );
}
