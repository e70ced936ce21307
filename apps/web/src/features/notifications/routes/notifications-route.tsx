import { Anchor, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { NOTIFICATION_TOPICS, NOTIFICATION_TOPIC_KEYS, type NotificationTopic } from '@portal/shared/notifications';
import { FilterSelect } from '../../../components/filter-select';
import { FilteredEmpty } from '../../../components/filtered-empty';
import { NoAccountSelected } from '../../../components/no-account-selected';
import { QueryState } from '../../../components/query-state';
import { useAccountContext } from '../../../lib/account-context';
import { useNotificationList, type NotificationFilters } from '../api/list-notifications';
import { MarkAllReadButton } from '../components/mark-all-read-button';
import { NotificationList } from '../components/notification-list';
import classes from '../components/notification-bell.module.css';

const TOPIC_OPTIONS = NOTIFICATION_TOPIC_KEYS.map((value) => ({ value, label: NOTIFICATION_TOPICS[value].label }));

/** The filters as the URL keeps them (?topic=LEADS&show=unread), so that a reload or a shared link keeps them. */
function useFilters() {
  const [search, setSearch] = useSearchParams();
  const topic = NOTIFICATION_TOPIC_KEYS.find((key) => key === search.get('topic'));
  const filters: NotificationFilters = {
    ...(topic && { topic }),
    ...(search.get('show') === 'unread' && { unreadOnly: true }),
  };
  const set = (next: NotificationFilters) =>
    setSearch(
      {
        ...(next.topic && { topic: next.topic }),
        ...(next.unreadOnly && { show: 'unread' }),
      },
      { replace: true },
    );
  return [filters, set] as const;
}

/**
 * /notifications: every notification the person has on the account, newest first, by topic or unread only;
 * each opens what it is about and is then read. The bell shows the newest; this page is where they are all.
 */
export function Component() {
  const { accountId, account } = useAccountContext();
  if (!accountId) return <NoAccountSelected title="Notifications" />;
  return <NotificationsScreen accountId={accountId} timeZone={account?.Time_Zone__c} />;
}

function NotificationsScreen({ accountId, timeZone }: { accountId: string; timeZone: string | null | undefined }) {
  const [filters, setFilters] = useFilters();
  const list = useNotificationList(accountId, filters);
  const unread = list.data?.pages[0]?.unreadCount ?? 0;
  const filtered = Boolean(filters.topic || filters.unreadOnly);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Notifications</Title>
          <Text c="dimmed">
            {unread === 0 ? 'You have read them all.' : `${unread} unread on this account.`} Choose what you hear of,
            and where, in{' '}
            <Anchor component={Link} to={paths.profile.href()}>
              your profile
            </Anchor>
            .
          </Text>
        </Stack>
        <MarkAllReadButton accountId={accountId} unread={unread} variant="light" />
      </Group>
      <Card withBorder radius="md" padding={0}>
        <Group gap="md" align="flex-end" wrap="wrap" p="md" className={classes.header}>
          <SegmentedControl
            aria-label="Show"
            data={[
              { value: 'all', label: 'All' },
              { value: 'unread', label: 'Unread' },
            ]}
            value={filters.unreadOnly ? 'unread' : 'all'}
            onChange={(value) => setFilters({ ...filters, unreadOnly: value === 'unread' ? true : undefined })}
          />
          <FilterSelect<NotificationTopic>
            label="Topic"
            allLabel="All topics"
            options={TOPIC_OPTIONS}
            value={filters.topic}
            onChange={(topic) => setFilters({ ...filters, topic })}
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
        <QueryState
          query={list}
          loadingLabel="Loading your notifications"
          errorTitle="Your notifications could not be loaded"
          isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
          empty={
            <Stack px="md">
              <FilteredEmpty
                filtered={filtered}
                filteredText="No notifications match these filters."
                emptyText="No notifications yet. New leads, calls, budget and billing news will show here."
                onClear={() => setFilters({})}
              />
            </Stack>
          }
        >
          {(data) => (
            <NotificationList accountId={accountId} query={list} pages={data.pages} exactTimeIn={{ timeZone }} />
          )}
        </QueryState>
      </Card>
    </Stack>
  );
}
