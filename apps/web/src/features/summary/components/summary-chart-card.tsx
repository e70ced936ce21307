import { Card, Center, Loader, Text, Title } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { startTransition, Suspense, useEffect, useState } from 'react';
import type { Summary } from '@portal/shared/leads';
import { SummaryChartTable } from './summary-chart-table';
import { lazyNamed } from '../../../lib/lazy-named';

// The chart library loads after the screen's first paint, in its own chunk.
const SummaryChart = lazyNamed(() => import('./summary-chart'), 'SummaryChart');

const CHART_HEIGHT = 280;

/**
 * True once the element has come into view (at once where that cannot be observed). The chart is drawn from
 * then on, as a transition: drawing it cost a slow phone a second of blocked main thread, for a picture
 * below the figures it may not scroll to (docs/decisions/0025).
 */
function useSeen() {
  const { ref: observe, inViewport } = useInViewport();
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (inViewport) startTransition(() => setSeen(true));
  }, [inViewport]);
  return { observe, seen };
}

/** The chart card: a text summary anyone can read, the drawing, and the table behind it for screen readers. */
export function SummaryChartCard({ summary }: { summary: Summary }) {
  const busiest = summary.days.reduce<Summary['days'][number] | undefined>(
    (best, day) => (!best || day.leads + day.calls > best.leads + best.calls ? day : best),
    undefined,
  );
  const { observe, seen } = useSeen();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="chart-title">
      <Title order={2} size="h4" id="chart-title">
        Leads, calls and spend per day
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {summary.from} to {summary.to}
        {busiest && busiest.leads + busiest.calls > 0
          ? ` · busiest day ${busiest.day} with ${busiest.leads + busiest.calls} leads and calls`
          : ''}
      </Text>
      <div ref={observe} style={{ minHeight: CHART_HEIGHT }}>
        {seen && (
          <Suspense fallback={<ChartLoading />}>
            <SummaryChart days={summary.days} />
          </Suspense>
        )}
      </div>
      <SummaryChartTable days={summary.days} />
    </Card>
  );
}

function ChartLoading() {
  return (
    <Center h={CHART_HEIGHT}>
      <Loader size="sm" role="status" aria-label="Loading the chart" />
    </Center>
  );
}
