import { Button, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Person } from '@portal/shared/people';
import type { PersonAction } from '@portal/shared/people-rules';
import { QueryState } from '../../../components/query-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { StaffOnly } from '../../../components/staff-only';
import { useAccountContext } from '../../../lib/account-context';
import { usePeople, type PeopleFilters as Filters } from '../api/list-people';
import { peopleColumns } from '../components/people-columns';
import { PeopleFilters } from '../components/people-filters';
import { PersonActionDialog, type ChosenAction } from '../components/person-action-dialog';

const FILTER_KEYS = ['search', 'staff', 'disabled'] as const;
const yesNo = (value: string | null) => (value === 'true' || value === 'false' ? value : undefined);

/**
 * /admin/people, provider staff: every sign-in with its accounts and roles, status, two-step sign-in and last
 * sign-in, found by email or name and filtered (kept in the URL); each change in a dialog that asks why (issue 30,
 * docs/decisions/0057).
 */
export function Component() {
  const { isAdmin } = useAccountContext();
  if (!isAdmin) return <StaffOnly />;
  return <People />;
}

function People() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    search: params.get('search') ?? undefined,
    staff: yesNo(params.get('staff')),
    disabled: yesNo(params.get('disabled')),
  };
  const people = usePeople(filters);
  const items = useMemo(() => people.data?.pages.flatMap((page) => page.items) ?? [], [people.data]);
  const caller = people.data?.pages[0]?.caller;
  const [chosen, setChosen] = useState<ChosenAction | null>(null);
  const choose = useCallback((person: Person, action: PersonAction) => setChosen({ person, action }), []);
  // A lapsed temporary password, as of when the list was opened.
  const [now] = useState(() => new Date());
  const columns = useMemo(() => (caller ? peopleColumns(caller, now, choose) : []), [caller, now, choose]);
  const setFilter = (key: keyof Filters, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const filtered = FILTER_KEYS.some((key) => params.has(key));

  return (
    <Stack gap="lg">
      <Title order={1}>People</Title>
      <Text c="dimmed">
        Every sign-in, customers’ and staff’s. Each change asks why, and the audit log keeps it with your name.
      </Text>
      <PeopleFilters filters={filters} onChange={setFilter} />
      <QueryState
        query={people}
        loadingLabel="Loading the people"
        errorTitle="The people could not be loaded"
        isEmpty={(data) => data.pages[0]?.items.length === 0}
        empty={<Text c="dimmed">No one{filtered ? ' matches these filters' : ' has a sign-in yet'}.</Text>}
      >
        {() => (
          <Stack gap="sm">
            <ResponsiveTable label="People" columns={columns} rows={items} rowKey={(person) => person.id} />
            {people.hasNextPage && (
              <Button
                variant="default"
                w="fit-content"
                loading={people.isFetchingNextPage}
                onClick={() => void people.fetchNextPage()}
              >
                Load more
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
      <PersonActionDialog chosen={chosen} onClose={() => setChosen(null)} />
    </Stack>
  );
}
