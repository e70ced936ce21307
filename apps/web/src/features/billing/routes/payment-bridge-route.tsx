import { Alert, Anchor, Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** /payment-bridge: pays an invoice from an emailed link. Until billing exists, no link is valid. */
export function Component() {
  return (
    <Stack gap="lg">
      <Alert color="red" variant="light" icon={<IconLinkOff aria-hidden />} title="This payment link is not valid">
        The link may have expired or been used already. Log in to see your invoices and pay them.
      </Alert>
      <Anchor component={Link} to={paths.login.href()} ta="center">
        Go to Login
      </Anchor>
    </Stack>
  );
}
