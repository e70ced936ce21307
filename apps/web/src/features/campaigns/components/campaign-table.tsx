import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CampaignListItem } from '@portal/shared/campaign-records';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { paths } from '../../../config/paths';
import { formatMoney, formatReturnOnSpend } from '../../../lib/format';
import { BudgetUsage } from './budget-usage';
import { leadTypesText } from './lead-types-text';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge';
import classes from '../../../components/standalone-link.module.css';

const Nowrap = ({ children }: { children: ReactNode }) => (
  <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
    {children}
  </Text>
);

const COLUMNS: ResponsiveColumn<CampaignListItem>[] = [
  {
    label: 'Campaign',
    render: (campaign) => (
      <Anchor component={Link} to={paths.campaign.href(campaign.id)} fw={600} className={classes.link}>
        {campaign.name}
      </Anchor>
    ),
  },
  { label: 'Status', render: (campaign) => <CampaignStatusBadge status={campaign.status} /> },
  { label: 'Lead types', render: leadTypesText },
  // The same days for every campaign (the list's "Figures for"), so they compare whatever their budget periods.
  { label: 'Leads and calls', render: (campaign) => campaign.figures.leadsAndCalls.toLocaleString('en-US') },
  {
    label: 'Spend',
    phone: 'figure',
    render: (campaign) => <Nowrap>{formatMoney(campaign.figures.spendCents)}</Nowrap>,
  },
  {
    label: 'Cost per lead',
    render: (campaign) =>
      campaign.figures.costPerLeadCents === null ? (
        '—'
      ) : (
        <Nowrap>{formatMoney(campaign.figures.costPerLeadCents)}</Nowrap>
      ),
  },
  {
    label: 'Return on spend',
    render: (campaign) => formatReturnOnSpend(campaign.figures.returnOnSpend),
  },
  {
    label: 'Budget used',
    phone: 'wide',
    render: (campaign) => <BudgetUsage budget={campaign.budget} label={campaign.name} />,
  },
];

/** The campaigns as a table (cards on a phone). */
export function CampaignTable({ campaigns }: { campaigns: CampaignListItem[] }) {
  return <ResponsiveTable label="Campaigns" columns={COLUMNS} rows={campaigns} rowKey={(row) => row.id} />;
}
