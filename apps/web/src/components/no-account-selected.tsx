import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** A screen of one account, opened by staff before they chose an account: where to choose one. */
export function NoAccountSelected({ title }: { title: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Alert title="No account opened">
        Open an account first: {/* The alert's own text colour: a blue link on the blue alert falls under 4.5:1. */}
        <Anchor component={Link} to={paths.account.href()} c="inherit" fw={600} underline="always">
          find it by name, number or city
        </Anchor>
        .
      </Alert>
    </Stack>
  );
}
