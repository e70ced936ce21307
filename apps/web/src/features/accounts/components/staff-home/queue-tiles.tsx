import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StaffAccountsPage } from '@portal/shared/staff-accounts';
import { paths } from '../../../../config/paths';

/** The staff's queues at a glance, each a link to the list that works it off. */
export function QueueTiles({ queues }: { queues: StaffAccountsPage['queues'] | undefined }) {
  const tiles = [
    { label: 'Disputes waiting', count: queues?.disputesWaiting, to: paths.disputeQueue.href() },
    { label: 'Payments failing', count: queues?.paymentsFailing, to: paths.staffHome.href('paymentFailing') },
    {
      label: 'Stopped by funds',
      count: queues?.accountsStoppedByFunds,
      to: paths.staffHome.href('stoppedByFunds'),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 3 }} spacing="sm">
      {tiles.map((tile) => (
        <Card
          key={tile.label}
          component={Link}
          to={tile.to}
          withBorder
          radius="md"
          padding="sm"
          aria-label={`${tile.label}: ${tile.count ?? 'loading'}`}
        >
          <Text size="xs" c="dimmed" lh={1.2}>
            {tile.label}
          </Text>
          <Text fw={700} fz={{ base: 'lg', sm: 'xl' }}>
            {tile.count ?? '…'}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
