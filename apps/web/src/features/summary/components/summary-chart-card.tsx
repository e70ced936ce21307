import { Card, Center, Loader, Skeleton, Text, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { startTransition, Suspense, useEffect, useState } from 'react';
import type { Summary } from '@portal/shared/leads';
import { SummaryChartTable } from './summary-chart-table';
import { lazyComponent } from '../../../lib/lazy-component';
import { formatDay, formatDayRange } from '../../../lib/format';

// The chart library loads after the screen's first paint, in its own chunk.
const { Lazy: SummaryChart } = lazyComponent(() => import('./summary-chart').then((module) => module.SummaryChart));

const CHART_HEIGHT = 280;

/** How much of the chart's box must be on screen before it is drawn. */
const SHOWN_ENOUGH = 0.5;
// One object for good: the hook observes anew (and reports anew) whenever its threshold is a new array.
const OBSERVED = { threshold: [0, SHOWN_ENOUGH] };

/**
 * True once at least half of the element has come into view (at once where that cannot be observed). The
 * chart is drawn from then on, as a transition: drawing it keeps a mid-range phone's main thread busy for
 * 200 ms or more (Recharts renders again and again from its own store as it measures itself), for a picture
 * below the figures that a phone shows only its top edge of until the person scrolls (docs/decisions/0025,
 * 0031). Its table of figures is there from the start.
 */
function useSeen() {
  const { ref: observe, entry } = useIntersection<HTMLDivElement>(OBSERVED);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const shown = (entry?.intersectionRatio ?? 0) >= SHOWN_ENOUGH;
  useEffect(() => {
    if (shown) startTransition(() => setSeen(true));
  }, [shown]);
  return { observe, seen };
}

/** The chart card: a text summary anyone can read, the drawing, and the table behind it for screen readers. */
export function SummaryChartCard({ summary, today }: { summary: Summary; today: string }) {
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
        {formatDayRange(summary.from, summary.to)}
        {busiest && busiest.leads + busiest.calls > 0
          ? ` · busiest day ${formatDay(busiest.day)} with ${busiest.leads + busiest.calls} leads and calls`
          : ''}
      </Text>
      <div ref={observe} style={{ minHeight: CHART_HEIGHT }}>
        {/* Until it is drawn, a still placeholder holds its place: a phone shows only the top of the box at
            first, and a spinner there would turn until the person scrolled. */}
        {seen ? (
          <Suspense fallback={<ChartLoading />}>
            <SummaryChart days={summary.days} today={today} />
          </Suspense>
        ) : (
          <Skeleton h={CHART_HEIGHT} animate={false} radius="sm" aria-hidden />
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
