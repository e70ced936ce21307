import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { LEAD_TYPE_LABELS, type Campaign } from '@portal/shared/campaign-records';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { BudgetUsage, THIS_PERIOD } from './budget-usage';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge';
import classes from '../../../components/standalone-link.module.css';

export const leadTypesText = (campaign: Pick<Campaign, 'leadTypes'>) =>
  campaign.leadTypes.map((type) => LEAD_TYPE_LABELS[type]).join(', ') || '—';

const columns = (timeZone: string | null | undefined): ResponsiveColumn<Campaign>[] => [
  {
    label: 'Campaign',
    render: (campaign) => (
      <Anchor component={Link} to={paths.campaign.href(campaign.id)} fw={600} className={classes.link}>
        {campaign.name}
      </Anchor>
    ),
  },
  { label: 'Category', render: (campaign) => campaign.category },
  { label: 'Status', render: (campaign) => <CampaignStatusBadge status={campaign.status} /> },
  { label: 'Lead types', render: leadTypesText },
  {
    label: 'Leads and calls',
    render: (campaign) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {campaign.leadsThisPeriod.toLocaleString('en-US')} {THIS_PERIOD[campaign.budget?.period ?? 'MONTHLY']}
      </Text>
    ),
  },
  { label: 'Budget used', render: (campaign) => <BudgetUsage budget={campaign.budget} label={campaign.name} /> },
  {
    label: 'Created',
    render: (campaign) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(campaign.createdAt, timeZone)}
      </Text>
    ),
  },
];

/** The campaigns as a table (cards on a phone). */
export function CampaignTable({ campaigns, timeZone }: { campaigns: Campaign[]; timeZone: string | null | undefined }) {
  // The same columns while the zone is the same: the rows are not drawn again on every render (ResponsiveTable).
  const zoneColumns = useMemo(() => columns(timeZone), [timeZone]);
  return <ResponsiveTable label="Campaigns" columns={zoneColumns} rows={campaigns} rowKey={(row) => row.id} />;
}
