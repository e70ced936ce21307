import { Button, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { dueText } from '@portal/shared/dispute-target';
import { DISPUTE_REASONS, DISPUTE_REASON_LABELS, type DisputeReason } from '@portal/shared/leads';
import { FilterSelect } from '../../../components/filter-select';
import { QueryState } from '../../../components/query-state';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { useAccountContext } from '../../../lib/account-context';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { lazyComponent } from '../../../lib/lazy-component';
import { whenIdle } from '../../../lib/when-idle';
import { useDisputeQueue } from '../api/dispute-queue';
import { QueueCursorContext, QueueRowButton } from '../components/dispute-queue/queue-cursor';
import { eventName, type StaffDispute } from '../components/dispute-queue/staff-dispute';
import { useQueueKeyboard } from '../components/dispute-queue/use-queue-keyboard';
import classes from '../components/dispute-queue/dispute-queue.module.css';
import { StaffOnly } from '../../../components/staff-only';

// A row's panel (its drawer, the recording player, the history, the decision form) and the bar that decides the
// selected disputes (a form, with the decision's schema) are fetched once the queue has painted and the browser is
// idle, not with its first load: it was at its 200 KB budget (docs/decisions/0055).
const { Lazy: DisputePanel, preload: preloadPanel } = lazyComponent(() =>
  import('../components/dispute-queue/dispute-panel').then((module) => module.DisputePanel),
);
const { Lazy: QueueDecisionBar, preload: preloadBar } = lazyComponent(() =>
  import('../components/dispute-queue/queue-decision-bar').then((module) => module.QueueDecisionBar),
);
const preload = () => Promise.all([preloadPanel(), preloadBar()]);

const REASON_OPTIONS = DISPUTE_REASONS.map((value) => ({ value, label: DISPUTE_REASON_LABELS[value] }));

/**
 * /admin/disputes, provider staff: every account's disputes waiting for a decision, the oldest first with what is
 * left of the two-business-day target; filtered by reason, account and campaign (kept in the URL); several
 * selected get one decision and one note; each row opens its panel, to decide it alone, with the keyboard too
 * (issue 30).
 */
export function Component() {
  const { isAdmin } = useAccountContext();
  if (!isAdmin) return <StaffOnly />;
  return <DisputeQueue />;
}

function DisputeQueue() {
  const [params, setParams] = useSearchParams();
  const filters = {
    reasonCode: (params.get('reason') as DisputeReason | null) ?? undefined,
    accountId: params.get('account') ?? undefined,
    campaignId: params.get('campaign') ?? undefined,
  };
  const queue = useDisputeQueue(filters);
  const items = useMemo(() => queue.data?.pages.flatMap((page) => page.items) ?? [], [queue.data]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const keyboard = useQueueKeyboard(items);
  useEffect(() => whenIdle(() => void preload().catch(() => undefined)), []);
  // The accounts and campaigns the waiting disputes are on: what the filters offer.
  const accounts = uniqueOptions(items.map((item) => ({ value: item.accountId, label: item.accountName })));
  const campaigns = uniqueOptions(
    items.map((item) => ({ value: item.event.campaignId, label: item.event.campaignName })),
  );
  const setFilter = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setSelected(new Set());
    keyboard.forget();
  };
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  // What is left of each target, as of when the queue was opened.
  const [now] = useState(() => new Date());
  const columns = useMemo(() => queueColumns(selected, toggle, now), [selected, toggle, now]);
  const chosen = items.filter((item) => selected.has(item.id));

  return (
    <Stack gap="lg">
      <Title order={1}>Disputes</Title>
      <Text c="dimmed">
        Waiting for a decision across every account, the oldest first. Each is due two business days after it was filed.
      </Text>
      {/* For a keyboard: a phone's screen keeps the room for the list. */}
      <Text size="sm" c="dimmed" visibleFrom="sm" className={classes.shortcuts}>
        Keyboard shortcuts: <kbd>j</kbd> and <kbd>k</kbd> move down and up the list, <kbd>o</kbd> opens a dispute,{' '}
        <kbd>a</kbd> approves, <kbd>r</kbd> rejects, <kbd>Esc</kbd> closes.
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterSelect
          label="Reason"
          allLabel="Any reason"
          options={REASON_OPTIONS}
          value={filters.reasonCode}
          onChange={(value) => setFilter('reason', value)}
        />
        <FilterSelect
          label="Account"
          allLabel="Every account"
          options={accounts}
          value={filters.accountId}
          onChange={(value) => setFilter('account', value)}
        />
        <FilterSelect
          label="Campaign"
          allLabel="Every campaign"
          options={campaigns}
          value={filters.campaignId}
          onChange={(value) => setFilter('campaign', value)}
        />
      </Group>
      {chosen.length > 0 && (
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the decision form" />}>
          <QueueDecisionBar
            selected={chosen.map((item) => ({ id: item.id, accountId: item.accountId }))}
            onDecided={(ids) => setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))))}
          />
        </Suspense>
      )}
      <QueryState
        query={queue}
        loadingLabel="Loading the disputes"
        errorTitle="The disputes could not be loaded"
        isEmpty={(data) => data.pages[0]?.items.length === 0}
        empty={
          <Text c="dimmed">No disputes are waiting for a decision{params.size > 0 ? ' with these filters' : ''}.</Text>
        }
      >
        {() => (
          <Stack gap="sm">
            <div className={classes.queue}>
              <QueueCursorContext value={keyboard.cursor}>
                <ResponsiveTable label="Disputes waiting" columns={columns} rows={items} rowKey={(item) => item.id} />
              </QueueCursorContext>
            </div>
            {queue.hasNextPage && (
              <Button
                variant="default"
                w="fit-content"
                loading={queue.isFetchingNextPage}
                onClick={() => void queue.fetchNextPage()}
              >
                Load more
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
      {keyboard.panel && (
        <Suspense fallback={null}>
          <DisputePanel {...keyboard.panel} opened={keyboard.opened} onClose={keyboard.close} />
        </Suspense>
      )}
    </Stack>
  );
}

function uniqueOptions(options: { value: string; label: string }[]) {
  return [...new Map(options.map((option) => [option.value, option])).values()].sort((a, b) =>
    a.label.localeCompare(b.label),
  );
}

function queueColumns(
  selected: Set<string>,
  toggle: (id: string) => void,
  now: Date,
): ResponsiveColumn<StaffDispute>[] {
  return [
    {
      label: 'Select',
      phone: 'unlabelled',
      render: (item) => (
        <Checkbox
          checked={selected.has(item.id)}
          onChange={() => toggle(item.id)}
          aria-label={`Select the dispute of the ${eventName(item).toLowerCase()}`}
        />
      ),
    },
    {
      label: 'Lead or call',
      phone: 'title',
      render: (item) => <QueueRowButton dispute={item}>{eventName(item)}</QueueRowButton>,
    },
    { label: 'Price', phone: 'figure', render: (item) => formatMoney(item.event.priceCents) },
    {
      label: 'Filed',
      render: (item) => (
        <Stack gap={0}>
          <Text size="sm">{formatDateTime(item.filedAt, undefined)}</Text>
          <Text size="sm" fw={600}>
            {dueText(new Date(item.filedAt), now)}
          </Text>
        </Stack>
      ),
    },
    { label: 'Account', render: (item) => item.accountName },
    { label: 'Campaign', render: (item) => item.event.campaignName },
    {
      label: 'Reason',
      phone: 'wide',
      render: (item) => `${DISPUTE_REASON_LABELS[item.reasonCode]}: ${item.comment}`,
    },
  ];
}
