import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { INBOX, type Inbox } from '@portal/shared/leads';
import { AllClear } from '../../../../components/all-clear';
import { useFirstShown } from '../../../../components/first-shown';
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
      {/* While it loads, as tall as the five rows it most often shows: first on a phone, the Summary's heading and
          figures drawn below it would otherwise be pushed a screen down when it arrives (Lighthouse's layout shift). */}
      <div className={inbox.isPending ? classes.loading : undefined}>
        <QueryState
          query={inbox}
          loadingLabel="Loading the leads waiting for a call back"
          errorTitle="The leads waiting for a call back could not be loaded"
          isEmpty={(data) => data.items.length === 0}
          empty={
            <AllClear>
              No one is waiting: every new lead and missed call of the last {INBOX.lookBackDays} days has been handled.
            </AllClear>
          }
        >
          {(data) => (
            <>
              {!mayWork && <ReadOnlyNote permission="leads.work" action="marking them contacted or called back" />}
              <InboxList data={data} accountId={accountId} now={now} timeZone={timeZone} mayWork={mayWork} />
            </>
          )}
        </QueryState>
      </div>
    </SectionCard>
  );
}

/** How many rows show before "Show N more": the newest, about one phone screen, so the figures stay near. */
const FIRST_SHOWN = 5;

function InboxList(props: { data: Inbox; accountId: string; now: Date; timeZone: string | null; mayWork: boolean }) {
  const { data } = props;
  const { shown, listId, all, toggle } = useFirstShown(data.items, FIRST_SHOWN);
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
      {toggle}
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
