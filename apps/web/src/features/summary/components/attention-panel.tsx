import { Anchor, Text } from '@mantine/core';
import { IconAlertOctagon, IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import {
  ATTENTION_SEVERITY_LABELS,
  type AttentionItem,
  type AttentionKind,
  type AttentionSeverity,
} from '@portal/shared/attention';
import { safeRedirectPath } from '@portal/shared/safe-redirect';
import { AllClear } from '../../../components/all-clear';
import { useFirstShown } from '../../../components/first-shown';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useAttention } from '../api/list-attention';
import classes from './attention-panel.module.css';

/** What each kind asks the person to do, as the link's words. */
const ACTION: Record<AttentionKind, string> = {
  FUNDS_RUN_OUT: 'Add funds',
  BUDGET_REACHED: 'Raise the cap',
  INVOICE_OVERDUE: 'Pay the invoice',
  PAYMENT_FAILED: 'Check the payment',
  BUDGET_NEARLY_REACHED: 'Open the budget',
  LEADS_WAITING: 'Show them',
  NO_TRACKING_NUMBER: 'Open the campaign',
  LISTINGS_ALL_DRAFT: 'Open the listings',
  DISPUTE_DECIDED: 'Open it',
};

/** Colour and icon say the severity, and so do words for those who see neither (a screen reader, print). */
const SEVERITY: Record<AttentionSeverity, { colour: string; Icon: typeof IconInfoCircle }> = {
  CRITICAL: { colour: 'var(--mantine-color-red-7)', Icon: IconAlertOctagon },
  WARNING: { colour: 'var(--mantine-color-orange-7)', Icon: IconAlertTriangle },
  INFO: { colour: 'var(--mantine-color-blue-7)', Icon: IconInfoCircle },
};

function AttentionRow({ item }: { item: AttentionItem }) {
  const severity = SEVERITY[item.severity];
  // The server's own paths; anything else (never expected) is shown without a link rather than followed.
  const href = safeRedirectPath(item.href);
  return (
    <li className={classes.item} style={{ '--severity-colour': severity.colour } as CSSProperties}>
      <severity.Icon size={20} aria-hidden className={classes.icon} />
      <Text size="sm" className={classes.body}>
        <Text span fw={700} size="sm">
          {ATTENTION_SEVERITY_LABELS[item.severity]}:
        </Text>{' '}
        {item.message}{' '}
        {href && (
          <Anchor component={Link} to={href} size="sm" fw={500}>
            {ACTION[item.kind]}
          </Anchor>
        )}
      </Text>
    </li>
  );
}

/** How many items show before "Show N more": the most severe, without pushing the figures off the first screen. */
const FIRST_SHOWN = 3;

function AttentionList({ items }: { items: AttentionItem[] }) {
  const { shown, listId, toggle } = useFirstShown(items, FIRST_SHOWN);
  return (
    <>
      <ul
        id={listId}
        className={classes.list}
        aria-label={`${items.length} ${items.length === 1 ? 'thing needs' : 'things need'} your attention`}
      >
        {shown.map((item, index) => (
          <AttentionRow key={`${item.kind}-${item.campaignId ?? ''}-${index}`} item={item} />
        ))}
      </ul>
      {toggle}
    </>
  );
}

/**
 * "Needs attention", at the top of the Summary: what the person's role may act on now (a budget nearly spent,
 * buying stopped, an overdue invoice, leads waiting for a call back, ...), most severe first, each with a link
 * to where it is done. Nothing to do is said in one line, so the panel does not push the figures down.
 */
export function AttentionPanel({ accountId }: { accountId: string }) {
  const attention = useAttention(accountId);
  return (
    <SectionCard title="Needs attention">
      <QueryState
        query={attention}
        loadingLabel="Loading what needs attention"
        errorTitle="What needs attention could not be loaded"
        isEmpty={(data) => data.items.length === 0}
        empty={<AllClear>Nothing needs your attention right now.</AllClear>}
      >
        {(data) => <AttentionList items={data.items} />}
      </QueryState>
    </SectionCard>
  );
}
