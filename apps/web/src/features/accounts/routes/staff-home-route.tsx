import { ActionIcon, Button, Checkbox, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ACCOUNT_STATUSES } from '@portal/shared/account-status';
import { BILLING_MODES } from '@portal/shared/billing';
import {
  ACCOUNT_FLAGS,
  ACCOUNT_FLAG_LABELS,
  ACCOUNT_SORTS,
  type AccountFlag,
  type AccountSort,
} from '@portal/shared/staff-accounts';
import { FilterSelect } from '../../../components/filter-select';
import { QueryState } from '../../../components/query-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { StaffOnly } from '../../../components/staff-only';
import { paths } from '../../../config/paths';
import { useAccountContext } from '../../../lib/account-context';
import { useUrlFilters } from '../../../lib/url-filters';
import { STAFF_ACCOUNTS_PAGE_SIZE, useStaffAccounts, type StaffAccountsFilters } from '../api/list-staff-accounts';
import { QueueTiles } from '../components/staff-home/queue-tiles';
import { STAFF_ACCOUNT_COLUMNS } from '../components/staff-home/staff-account-columns';

const SORT_LABELS: Record<AccountSort, string> = {
  name: 'Name',
  accountNumber: 'Account number',
  status: 'Status',
  billingMode: 'Billing mode',
  balance: 'Balance',
  pendingDisputes: 'Disputes waiting',
  createdAt: 'Opened',
};
const SORT_OPTIONS = ACCOUNT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));
const STATUS_OPTIONS = ACCOUNT_STATUSES.map((value) => ({ value, label: value }));
const MODE_OPTIONS = BILLING_MODES.map((value) => ({ value, label: value === 'PREPAID' ? 'Prepaid' : 'Postpaid' }));

const URL_KEYS = {
  search: 'q',
  status: 'status',
  billingMode: 'billing',
  flags: 'flags',
  sort: 'sort',
  direction: 'dir',
  page: 'page',
} as const;

/** The URL's filters, with anything a hand-edited link got wrong left out. */
function readFilters(search: URLSearchParams): StaffAccountsFilters {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]) =>
    allowed.includes(value as T) ? (value as T) : undefined;
  const page = Number(search.get(URL_KEYS.page));
  return {
    search: search.get(URL_KEYS.search) ?? '',
    status: pick(search.get(URL_KEYS.status), ACCOUNT_STATUSES),
    billingMode: pick(search.get(URL_KEYS.billingMode), BILLING_MODES),
    flags: (search.get(URL_KEYS.flags) ?? '')
      .split(',')
      .filter((flag): flag is AccountFlag => (ACCOUNT_FLAGS as readonly string[]).includes(flag)),
    sort: pick(search.get(URL_KEYS.sort), ACCOUNT_SORTS) ?? 'name',
    direction: search.get(URL_KEYS.direction) === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * /admin, provider staff's home (issue 30): the queues' sizes, and every account as a table searched, filtered and
 * sorted in the URL, each row opening the account's administration.
 */
export function Component() {
  const { isAdmin } = useAccountContext();
  if (!isAdmin) return <StaffOnly />;
  return <StaffHome />;
}

function StaffHome() {
  const { filters, change, clear } = useUrlFilters(URL_KEYS, readFilters);
  // The address follows each keystroke at once (so nothing changes it later, after a row was clicked); the search
  // is sent once typing pauses.
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const accounts = useStaffAccounts({ ...filters, search });
  const narrowed = Boolean(filters.search || filters.status || filters.billingMode || filters.flags.length > 0);
  const pages = Math.max(1, Math.ceil((accounts.data?.total ?? 0) / STAFF_ACCOUNTS_PAGE_SIZE));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Accounts</Title>
        <Button component={Link} to={paths.newAdvertiser.href()}>
          New advertiser
        </Button>
      </Group>
      <QueueTiles queues={accounts.data?.queues} />
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name, number or city"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filters.search}
            maxLength={100}
            onChange={(event) => change({ search: event.currentTarget.value, page: null })}
            w={{ base: '100%', sm: 260 }}
          />
          <FilterSelect
            label="Status"
            allLabel="Any status"
            options={STATUS_OPTIONS}
            value={filters.status}
            onChange={(status) => change({ status, page: null })}
          />
          <FilterSelect
            label="Billing mode"
            allLabel="Either mode"
            options={MODE_OPTIONS}
            value={filters.billingMode}
            onChange={(billingMode) => change({ billingMode, page: null })}
          />
          <Group gap={4} align="flex-end" wrap="nowrap">
            <FilterSelect
              label="Sort by"
              allLabel="Name"
              options={SORT_OPTIONS.slice(1)}
              value={filters.sort === 'name' ? undefined : filters.sort}
              onChange={(sort) => change({ sort, page: null })}
            />
            <ActionIcon
              variant="default"
              size="input-sm"
              onClick={() => change({ direction: filters.direction === 'asc' ? 'desc' : null, page: null })}
              aria-label={
                filters.direction === 'asc' ? 'Sorted ascending: sort descending' : 'Sorted descending: sort ascending'
              }
            >
              {filters.direction === 'asc' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
            </ActionIcon>
          </Group>
        </Group>
        <Checkbox.Group
          label="Show only accounts with"
          value={filters.flags}
          onChange={(flags) => change({ flags: flags.join(','), page: null })}
        >
          <Group gap="md" mt={6}>
            {ACCOUNT_FLAGS.map((flag) => (
              <Checkbox key={flag} value={flag} label={ACCOUNT_FLAG_LABELS[flag]} size="xs" />
            ))}
          </Group>
        </Checkbox.Group>
      </Stack>
      <QueryState
        query={accounts}
        loadingLabel="Loading the accounts"
        errorTitle="The accounts could not be loaded"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">{narrowed ? 'No account matches these filters.' : 'There are no accounts yet.'}</Text>
            {narrowed && (
              <Button variant="default" size="xs" onClick={clear}>
                Clear filters
              </Button>
            )}
          </Stack>
        }
      >
        {(data) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {data.total} {data.total === 1 ? 'account' : 'accounts'}
            </Text>
            <ResponsiveTable
              label="Accounts"
              columns={STAFF_ACCOUNT_COLUMNS}
              rows={data.items}
              rowKey={(row) => row.Postgres_External_Key__c}
            />
            {pages > 1 && (
              <Pagination
                total={pages}
                value={filters.page}
                onChange={(page) => change({ page: page === 1 ? null : String(page) })}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
