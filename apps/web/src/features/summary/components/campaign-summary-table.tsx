import { Anchor, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import standalone from '../../../components/standalone-link.module.css';
import type { Summary } from '@portal/shared/leads';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { paths } from '../../../config/paths';
import { formatMoney, formatRate } from '../../../lib/format';

type CampaignRow = Summary['campaigns'][number];

const COLUMNS: ResponsiveColumn<CampaignRow>[] = [
  {
    label: 'Campaign',
    render: (row) => (
      <Anchor component={Link} to={paths.campaign.href(row.campaignId)} fw={500} className={standalone.link}>
        {row.campaignName}
      </Anchor>
    ),
  },
  { label: 'Leads', render: (row) => row.leads },
  { label: 'Calls', render: (row) => row.calls },
  { label: 'Billable', render: (row) => row.billable },
  { label: 'Spend', phone: 'figure', render: (row) => formatMoney(row.spendCents) },
  {
    label: 'Cost per lead',
    render: (row) => (row.costPerLeadCents === null ? '—' : formatMoney(row.costPerLeadCents)),
  },
  { label: 'Answered rate', render: (row) => (row.answeredRate === null ? '—' : formatRate(row.answeredRate)) },
  { label: 'Disputes', render: (row) => row.disputes },
];

/** The range's figures per campaign, the biggest spenders first. */
export function CampaignSummaryTable({ campaigns }: { campaigns: Summary['campaigns'] }) {
  const rows = [...campaigns].sort(
    (a, b) => b.spendCents - a.spendCents || a.campaignName.localeCompare(b.campaignName),
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="campaigns-title">
      <Title order={2} size="h4" id="campaigns-title" mb="sm">
        By campaign
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">No campaign had leads or calls in this range.</Text>
      ) : (
        <ResponsiveTable label="Figures by campaign" columns={COLUMNS} rows={rows} rowKey={(row) => row.campaignId} />
      )}
    </Card>
  );
}
