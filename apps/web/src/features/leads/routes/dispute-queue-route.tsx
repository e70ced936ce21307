import { Anchor, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dueText } from '@portal/shared/dispute-target';
import {
  DISPUTE_REASONS,
  DISPUTE_REASON_LABELS,
  type DisputeReason,
  type staffDisputeSchema,
} from '@portal/shared/leads';
import type { z } from 'zod/mini';
import { FilterSelect } from '../../../components/filter-select';
import { QueryState } from '../../../components/query-state';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { paths } from '../../../config/paths';
import { useAccountContext } from '../../../lib/account-context';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useDisputeQueue } from '../api/dispute-queue';
import { QueueDecisionBar } from '../components/dispute-queue/queue-decision-bar';
import { StaffOnly } from '../../../components/staff-only';

type StaffDispute = z.infer<typeof staffDisputeSchema>;

const REASON_OPTIONS = DISPUTE_REASONS.map((value) => ({ value, label: DISPUTE_REASON_LABELS[value] }));

/**
 * /admin/disputes, provider staff: every account's disputes waiting for a decision, the oldest first with what is
 * left of the two-business-day target; filtered by reason, account and campaign (kept in the URL); several
 * selected get one decision and one note (issue 30).
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
        <QueueDecisionBar
          selected={chosen.map((item) => ({ id: item.id, accountId: item.accountId }))}
          onDecided={(ids) => setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))))}
        />
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
            <ResponsiveTable label="Disputes waiting" columns={columns} rows={items} rowKey={(item) => item.id} />
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
    </Stack>
  );
}

function uniqueOptions(options: { value: string; label: string }[]) {
  return [...new Map(options.map((option) => [option.value, option])).values()].sort((a, b) =>
    a.label.localeCompare(b.label),
  );
}

const eventName = (item: StaffDispute) =>
  `${item.event.type === 'CALL' ? 'Call' : 'Lead'} from ${item.event.consumer.name}`;

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
      render: (item) => (
        <Anchor
          component={Link}
          to={item.event.type === 'CALL' ? paths.call.href(item.event.id) : paths.lead.href(item.event.id)}
        >
          {eventName(item)}
        </Anchor>
      ),
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
