import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { INBOX, type Inbox } from '@portal/shared/leads';
import { QueryState } from '../../../../components/query-state';
import { ReadOnlyNote } from '../../../../components/read-only-note';
import { SectionCard } from '../../../../components/section-card';
import { usePermission } from '../../../../lib/account-context';
import { useMinuteClock } from '../../../../lib/use-minute-clock';
import { useInbox } from '../../api/get-inbox';
import { InboxRow } from './inbox-row';
import classes from './inbox.module.css';

/**
 * The call-back inbox: new leads and missed calls no one has handled yet, newest first, each with Call, Text
 * and the tap that says it was handled. First on a phone's home screen; a panel of the Summary on a desktop.
 */
export function InboxPanel({ accountId, timeZone }: { accountId: string; timeZone: string | null }) {
  const inbox = useInbox(accountId);
  const mayWork = usePermission('leads.work');
  const now = useMinuteClock();
  const count = inbox.data?.count;
  return (
    <SectionCard
      title="Waiting for a call back"
      actions={
        count ? (
          <Badge color="red" variant="filled" aria-label={`${count} waiting`}>
            {count}
          </Badge>
        ) : undefined
      }
    >
      <QueryState
        query={inbox}
        loadingLabel="Loading the leads waiting for a call back"
        errorTitle="The leads waiting for a call back could not be loaded"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Group gap="xs" wrap="nowrap">
            <IconCircleCheck size={20} aria-hidden color="var(--mantine-color-green-8)" />
            <Text size="sm">
              No one is waiting: every new lead and missed call of the last {INBOX.lookBackDays} days has been handled.
            </Text>
          </Group>
        }
      >
        {(data) => (
          <>
            {!mayWork && <ReadOnlyNote permission="leads.work" action="marking them contacted or called back" />}
            <InboxList data={data} accountId={accountId} now={now} timeZone={timeZone} mayWork={mayWork} />
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}

/** How many rows show before "Show N more": the newest, about one phone screen, so the figures stay near. */
const FIRST_SHOWN = 5;

function InboxList(props: { data: Inbox; accountId: string; now: Date; timeZone: string | null; mayWork: boolean }) {
  const { data } = props;
  const [all, setAll] = useState(false);
  const listId = useId();
  const shown = all ? data.items : data.items.slice(0, FIRST_SHOWN);
  return (
    <>
      <ul id={listId} className={classes.list} aria-label={`${data.count} waiting for a call back`}>
        {shown.map((item) => (
          <InboxRow
            key={item.id}
            item={item}
            accountId={props.accountId}
            now={props.now}
            timeZone={props.timeZone}
            mayWork={props.mayWork}
          />
        ))}
      </ul>
      {data.items.length > FIRST_SHOWN && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          aria-controls={listId}
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? 'Show fewer' : `Show ${data.items.length - shown.length} more`}
        </Button>
      )}
      {all && data.count > data.items.length && (
        <Text size="sm" mt="sm">
          The newest {data.items.length} of {data.count} are shown.{' '}
          <Anchor component={Link} to="/?status=NEW">
            All new leads and calls
          </Anchor>
        </Text>
      )}
    </>
  );
}
